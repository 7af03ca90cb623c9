-- Visits to the short address /resena (the review card's QR code, the owner's
-- message, the site's review link) on their way to the workshop's Google
-- reviews: one row per day (Buenos Aires time), with a count. Nothing about
-- who visited, nor where from, nor the query string the link carried. The
-- other tables are untouched.
CREATE TABLE review_visits (
  day TEXT NOT NULL PRIMARY KEY,
  count INTEGER NOT NULL CHECK (count > 0)
) WITHOUT ROWID;
