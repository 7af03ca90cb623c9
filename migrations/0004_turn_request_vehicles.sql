-- Turn requests keep the vehicle chosen too: one row per day sent, service,
-- preferred weekday, time band and vehicle, with a count. The vehicle is one
-- of the turn fields' list (site.yaml → texts.turn.vehicles) by its name, or
-- 'any' when none of them was chosen; never the make, model or anything typed.
-- Rows counted before this keep their counts under 'any'.
-- SQLite cannot change a table's key: the table is made again with the
-- vehicle in its key, under its own name, and the old rows are copied over.
ALTER TABLE turn_requests RENAME TO turn_requests_before_vehicles;

CREATE TABLE turn_requests (
  day TEXT NOT NULL,
  service TEXT NOT NULL,
  weekday TEXT NOT NULL CHECK (
    weekday IN ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'any')
  ),
  band TEXT NOT NULL CHECK (band IN ('morning', 'afternoon', 'any')),
  vehicle TEXT NOT NULL DEFAULT 'any' CHECK (vehicle <> ''),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, service, weekday, band, vehicle)
) WITHOUT ROWID;

INSERT INTO turn_requests (day, service, weekday, band, vehicle, count)
SELECT day, service, weekday, band, 'any', count FROM turn_requests_before_vehicles;

DROP TABLE turn_requests_before_vehicles;
