// The counts' rate limit over real HTTP (`npm start`'s wrangler dev, which simulates the Workers Rate Limiting
// binding): a script that sends 100 count requests in a few seconds adds at most 20 to the local database.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openLocalD1, type LocalD1 } from '../../scripts/dev/local-d1.ts';
import { services } from '../../src/generated/content.ts';
import { dayIn } from '../../src/lib/calendar-day.ts';
import { siteConfig } from '../../src/site.config.ts';
import { send } from './client.ts';
import { httpTestOrigin as origin } from './server.ts';

// A row the end-to-end tests never read, so a run of theirs in the same minute is not held back by this one.
const service = services.at(-1)?.id ?? '';

let database: LocalD1;
beforeAll(async () => {
  database = await openLocalD1();
});
afterAll(() => database?.close());

/** The row's count today, read from the local D1 database wrangler dev serves. */
async function chatCount(): Promise<number> {
  const day = dayIn(siteConfig.openingHours.timeZone, new Date());
  const [row] = await database.all<{ total: number }>(
    "SELECT COALESCE(SUM(count), 0) AS total FROM enquiry_counts WHERE day = ? AND service = ? AND channel = 'chat'",
    day,
    service,
  );
  return row?.total ?? 0;
}

it('100 count requests from one client in a few seconds add at most 20, and each is answered 204', async () => {
  const before = await chatCount();
  const started = Date.now();
  const statuses: number[] = [];
  // Ten at a time, each on its own connection, as a loop of curl calls in parallel would send them.
  for (let batch = 0; batch < 10; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(origin, {
          method: 'POST',
          path: `/consulta/contar?servicio=${service}&canal=chat`,
          headers: { 'Sec-Fetch-Site': 'same-origin', 'User-Agent': 'curl/8.11.1' },
        }),
      ),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(new Set(statuses)).toEqual(new Set([204]));
  // The writes follow the answers: wait until the count stops changing.
  let last = -1;
  let after = await chatCount();
  while (after !== last) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    [last, after] = [after, await chatCount()];
  }
  expect(after - before).toBeLessThanOrEqual(20);
}, 180_000);
