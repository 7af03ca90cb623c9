// Before the journeys: the site the look's pictures are drawn from (look-site.ts) starts building on a free port, in the
// background while the other journeys run; look.spec.ts waits for it, and finds it in process.env, which the workers
// inherit. A run that names its spec files, none of them look.spec.ts, builds nothing.
import type { FullConfig } from '@playwright/test';
import { lookSiteVariable, serveLookSite } from './look-site.ts';
import { startInBackground } from './repo-copy.ts';

/** Whether the run may draw the look: it names no spec file, or look.spec.ts among them. */
function drawsTheLook({ argv }: FullConfig): boolean {
  const files = argv.filter((arg) => /\.spec\.ts(?::\d+)*$/.test(arg));
  return files.length === 0 || files.some((file) => file.includes('look.spec.ts'));
}

export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (!drawsTheLook(config)) return undefined;
  const { site, stop } = await startInBackground(serveLookSite);
  process.env[lookSiteVariable] = JSON.stringify(site);
  return stop;
}
