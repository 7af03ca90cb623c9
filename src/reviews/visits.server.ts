// The review visits' D1 SQL, on the server only: adding one visit to its day's row, and reading the rows since a day for
// /admin/consultas. The table is in migrations/0005_review_visits.sql.
import type { VisitRow } from './visits.ts';

/** Adds one visit to its day's row, which the day's first visit creates. */
export async function addReviewVisit(db: D1Database, day: string): Promise<void> {
  await db
    .prepare('INSERT INTO review_visits (day, count) VALUES (?1, 1) ON CONFLICT (day) DO UPDATE SET count = count + 1')
    .bind(day)
    .run();
}

/** Every day's visits from `day` (YYYY-MM-DD) on, by day. */
export async function reviewVisitsSince(db: D1Database, day: string): Promise<VisitRow[]> {
  const { results } = await db
    .prepare('SELECT day, count FROM review_visits WHERE day >= ?1 ORDER BY day')
    .bind(day)
    .all<VisitRow>();
  return results;
}
