// The counts' D1 SQL, on the server only: adding one enquiry or turn request to its row, and reading a month's rows for
// /admin/consultas. What the rows hold is in counts.ts and turn-counts.ts; the tables are in migrations/.
import type { Channel, CountRow } from './counts.ts';
import type { RefusedRow, TurnPreference, TurnRow } from './turn-counts.ts';
import type { RefusedReason } from './turn-rules.ts';

/** Each count table and the columns that make a row (its key); every table also has `count`. */
const tables = {
  enquiry_counts: ['day', 'service', 'channel'],
  turn_requests: ['day', 'service', 'weekday', 'band', 'vehicle'],
  refused_turns: ['day', 'service', 'reason'],
} as const;
type Table = keyof typeof tables;
type Key<T extends Table> = Record<(typeof tables)[T][number], string>;

/** Adds one to a row, which its first count creates. */
async function addOne<T extends Table>(db: D1Database, table: T, row: Key<T>): Promise<void> {
  const columns: readonly (keyof Key<T>)[] = tables[table];
  const names = columns.join(', ');
  await db
    .prepare(
      `INSERT INTO ${table} (${names}, count) VALUES (${columns.map((_, index) => `?${index + 1}`).join(', ')}, 1)
       ON CONFLICT (${names}) DO UPDATE SET count = count + 1`,
    )
    .bind(...columns.map((column) => row[column]))
    .run();
}

/** Every row of a table in a month (YYYY-MM), by day. */
async function rowsOf<Row>(db: D1Database, table: Table, month: string): Promise<Row[]> {
  const { results } = await db
    .prepare(`SELECT ${tables[table].join(', ')}, count FROM ${table} WHERE day LIKE ?1 ORDER BY day`)
    .bind(`${month}-%`)
    .all<Row>();
  return results;
}

/** Adds one enquiry to its row. */
export const addEnquiry = (db: D1Database, enquiry: { service: string; channel: Channel }, day: string) =>
  addOne(db, 'enquiry_counts', { day, ...enquiry });

/** Every enquiry row of a month (YYYY-MM). */
export const monthRows = (db: D1Database, month: string) => rowsOf<CountRow>(db, 'enquiry_counts', month);

/** Adds one turn request to its row: the day it was sent, the service, the weekday, band and vehicle it names. */
export const addTurnRequest = (
  db: D1Database,
  { service, weekday, band, vehicle }: TurnPreference & { service: string },
  day: string,
) => addOne(db, 'turn_requests', { day, service, weekday, band, vehicle });

/** Every turn request row of a month (YYYY-MM). */
export const monthTurnRows = (db: D1Database, month: string) => rowsOf<TurnRow>(db, 'turn_requests', month);

/** Adds one refused turn request to its row: the day it was sent, the service, why the day was refused. */
export const addRefusedTurn = (db: D1Database, refused: { service: string; reason: RefusedReason }, day: string) =>
  addOne(db, 'refused_turns', { day, ...refused });

/** Every refused turn request row of a month (YYYY-MM). */
export const monthRefusedRows = (db: D1Database, month: string) => rowsOf<RefusedRow>(db, 'refused_turns', month);
