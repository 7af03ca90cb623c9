// The HTTP suite's own server: `npm start`'s wrangler dev on HTTP_TEST_PORT
// (default 8789), started before the suite and stopped after it.
import { serveSite } from '../../scripts/dev/serve.ts';

export const httpTestOrigin = `http://localhost:${process.env.HTTP_TEST_PORT ?? 8789}`;

export default async function startSite(): Promise<() => void> {
  const site = await serveSite(Number(new URL(httpTestOrigin).port));
  return () => site.stop();
}
