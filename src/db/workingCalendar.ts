import type { CalendarExceptionKind } from '../domain/calendar';
import { DEFAULT_RESULTS_CUTOFF, type WorkingCalendar } from '../domain/expectedResults';

/**
 * The laboratory's working calendar from D1 (docs/decisions/0046): the decreed transferred days of a
 * range, the rows the booking engine's availability reads too (calendar_exceptions, migrations/0004),
 * and the results cut-off (lab_settings, migrations/0016), in one batch. Without a settings row the
 * default cut-off holds.
 */
export async function readWorkingCalendar(db: D1Database, from: string, to: string): Promise<WorkingCalendar> {
  const [exceptions, settings] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT date, kind FROM calendar_exceptions WHERE date BETWEEN ?1 AND ?2 ORDER BY date').bind(from, to),
    db.prepare('SELECT results_cutoff FROM lab_settings WHERE id = 1'),
  ]);
  return {
    cutoff: (settings!.results[0]?.results_cutoff as string | undefined) ?? DEFAULT_RESULTS_CUTOFF,
    exceptions: exceptions!.results.map((row) => ({
      date: row.date as string,
      kind: row.kind as CalendarExceptionKind,
    })),
  };
}
