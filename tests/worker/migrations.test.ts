// The counts' migrations (migrations/) on a database that already holds counts, as the live one does: the turn requests
// counted before vehicles were keep their counts, under "any", and new requests count by vehicle beside them.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addTurnRequest, monthTurnRows } from '../../src/enquiry/counts.server.ts';
import { siteConfig } from '../../src/site.config.ts';

/** The queries of the migration whose file name starts with `number` (e.g. "0004"). */
function migration(number: string): string[] {
  const found = env.TEST_MIGRATIONS.find((each) => each.name.startsWith(`${number}_`));
  expect(found, `migrations/${number}_….sql`).toBeDefined();
  return found?.queries ?? [];
}

const run = async (queries: string[]) => {
  for (const query of queries) await env.DB.prepare(query).run();
};

describe('0004: turn requests by vehicle', () => {
  it('keeps the turn requests counted before, under "any", and counts new ones by vehicle beside them', async () => {
    // The table as 0002 made it, with two rows counted, then 0004 applied to it.
    await env.DB.exec('DROP TABLE turn_requests');
    await run(migration('0002'));
    const service = siteConfig.contactFormServices[0] ?? '';
    await env.DB.prepare(
      `INSERT INTO turn_requests (day, service, weekday, band, count)
       VALUES ('2026-11-03', ?1, 'saturday', 'morning', 4), ('2026-11-04', ?1, 'any', 'any', 1)`,
    )
      .bind(service)
      .run();
    await run(migration('0004'));

    const vehicle = siteConfig.texts.turn.vehicles[0] ?? '';
    const before = { service, weekday: 'saturday', band: 'morning' } as const;
    await addTurnRequest(env.DB, { ...before, vehicle: 'any' }, '2026-11-03');
    await addTurnRequest(env.DB, { ...before, vehicle }, '2026-11-03');
    const rows = await monthTurnRows(env.DB, '2026-11');
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        { day: '2026-11-03', ...before, vehicle: 'any', count: 5 },
        { day: '2026-11-03', ...before, vehicle, count: 1 },
        { day: '2026-11-04', service, weekday: 'any', band: 'any', vehicle: 'any', count: 1 },
      ]),
    );
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'turn_requests%'").all<{
      name: string;
    }>();
    expect(tables.results.map((table) => table.name)).toEqual(['turn_requests']);
  });
});
