-- Turn requests from the contact form: one row per day they were sent (Buenos
-- Aires time), service, preferred weekday and time band, with a count.
-- Nothing about who asked, nor the date, vehicle or model they asked for.
CREATE TABLE turn_requests (
  day TEXT NOT NULL,
  service TEXT NOT NULL,
  weekday TEXT NOT NULL CHECK (
    weekday IN ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'any')
  ),
  band TEXT NOT NULL CHECK (band IN ('morning', 'afternoon', 'any')),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, service, weekday, band)
) WITHOUT ROWID;
