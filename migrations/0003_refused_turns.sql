-- Turn requests refused because the workshop does not take that day: one row
-- per day they were sent (Buenos Aires time), service and reason (a national
-- holiday, one of the owner's closures, a full day), with a count. Nothing
-- about who asked, nor the date asked for. The other tables are untouched.
CREATE TABLE refused_turns (
  day TEXT NOT NULL,
  service TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('holiday', 'closure', 'full')),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, service, reason)
) WITHOUT ROWID;
