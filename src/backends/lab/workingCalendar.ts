import * as v from 'valibot';
import { cacheKey, readThrough } from '../../cache/kv';
import { readWorkingCalendar } from '../../db/workingCalendar';
import type { WorkingCalendar } from '../../domain/expectedResults';
import type { Bindings, RequestScope } from '../../env';
import { type LabConfig, selectLab } from './index';
import { labClient, parseAnswer, type HttpLabOptions } from './labClient';

/**
 * The laboratory's working calendar, a part of the laboratory port (issue 17 point 1: built on the
 * embedded engine and through the ports; docs/decisions/0046): the decreed transferred working and
 * rest days of a date range and the cut-off time before which a sample is worked on the day it is
 * taken. The embedded engine reads its own rows (calendar_exceptions, lab_settings); over HTTP it is
 * the product's extension call GET /api/whitetech/web/working_calendar?from=&to=, which this worker
 * answers too (src/routes/api/results.ts), so a site instance can stand in for the laboratory.
 */
export interface WorkingCalendarQuery {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

export interface WorkingCalendarBackend {
  workingCalendar(query: WorkingCalendarQuery): Promise<WorkingCalendar>;
}

export function embeddedWorkingCalendar(db: D1Database): WorkingCalendarBackend {
  return { workingCalendar: ({ from, to }) => readWorkingCalendar(db, from, to) };
}

const date = v.pipe(v.string(), v.isoDate('Expected YYYY-MM-DD'));

/** `{ data: { cutoff, exceptions } }`; unknown fields are dropped, as in every laboratory schema. */
export const workingCalendarAnswer = v.pipe(
  v.object({
    data: v.object({
      cutoff: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM')),
      exceptions: v.array(v.object({ date, kind: v.picklist(['working_day', 'rest_day']) })),
    }),
  }),
  v.transform(({ data }): WorkingCalendar => data),
);

export function httpWorkingCalendar(options: HttpLabOptions): WorkingCalendarBackend {
  const request = labClient(options);
  return {
    async workingCalendar({ from, to }) {
      const answer = await request('working_calendar', 'whitetech/web/working_calendar', { query: { from, to } });
      return parseAnswer('working_calendar', answer, workingCalendarAnswer);
    },
  };
}

export function workingCalendarBackend(env: LabConfig): WorkingCalendarBackend {
  return selectLab(env, { embedded: embeddedWorkingCalendar, http: httpWorkingCalendar });
}

/**
 * Through the KV cache like the catalogue (stale-while-revalidate, stale-if-error), under an area of
 * its own: a laboratory system without this extension call opens only this breaker, never the
 * catalogue's ('lab'). `store: false` for a range a caller of the public API chose.
 */
export function cachedWorkingCalendar(
  env: Bindings & RequestScope,
  query: WorkingCalendarQuery,
  backend = workingCalendarBackend(env),
  { store = true }: { store?: boolean } = {},
): Promise<WorkingCalendar> {
  return readThrough(
    env.CACHE,
    cacheKey(env.CACHE_VERSION, 'lab-calendar', query),
    { freshSeconds: Number(env.CACHE_FRESH_SECONDS), store, background: env.background, reads: env.reads },
    () => backend.workingCalendar(query),
  );
}
