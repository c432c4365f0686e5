/**
 * Changing or cancelling a booking by its hash link closes this long before the appointment starts
 * (the pages state the exact moment; the API refuses after it).
 */
export const CHANGE_CUTOFF_HOURS = 12;

const HOUR_MS = 3_600_000;

/** The last instant (UTC ISO) a booking starting at `starts_at` can still be changed or cancelled. */
export function changeDeadline(starts_at: string): string {
  return new Date(Date.parse(starts_at) - CHANGE_CUTOFF_HOURS * HOUR_MS).toISOString();
}

/** Whether a booking starting at `starts_at` (UTC ISO) can still be changed at `now`. */
export function canChange(starts_at: string, now: Date): boolean {
  const start = Date.parse(starts_at);
  return Number.isFinite(start) && now.getTime() < start - CHANGE_CUTOFF_HOURS * HOUR_MS;
}
