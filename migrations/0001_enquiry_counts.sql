-- How many enquiries each service brings: one row per day (Buenos Aires
-- time), service and channel, with a count. Nothing about who asked.
CREATE TABLE enquiry_counts (
  day TEXT NOT NULL,
  service TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('form', 'chat')),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, service, channel)
) WITHOUT ROWID;
