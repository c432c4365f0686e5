-- The staff worker's no-show cron (src/services/staff/visits.ts markDayNoShows) and the day's bookings
-- look appointments up by their day alone; the only index on date led with the location.
CREATE INDEX appointments_date ON appointments (date, status);
