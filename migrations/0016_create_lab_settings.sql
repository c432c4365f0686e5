-- Settings of the laboratory an operator changes with one statement, as the decreed calendar rows of
-- calendar_exceptions (migrations/0004) are kept: one row, read by the laboratory port's working
-- calendar (src/backends/lab/workingCalendar.ts, docs/decisions/0046). Pages show a change within
-- CACHE_FRESH_SECONDS.
--
-- results_cutoff: the Budapest wall-clock time ('HH:MM') before which a sample is worked on the day it
-- is taken; one taken later is worked on from the next working day, so a 0-day turnaround is "same day"
-- only before it. Change it with:
--   wrangler d1 execute DB --remote --env production --command "UPDATE lab_settings SET results_cutoff = '11:00'"
CREATE TABLE lab_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  results_cutoff TEXT NOT NULL DEFAULT '10:00'
    CHECK (results_cutoff GLOB '[0-2][0-9]:[0-5][0-9]' AND results_cutoff <= '23:59'),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

INSERT INTO lab_settings (id) VALUES (1);
