/**
 * A circuit breaker per upstream area ('content', 'lab', …), kept in the isolate (issue 12 point 5): after
 * FAILURES_TO_OPEN failures in a row the upstream is not asked for OPEN_MS, so a hanging or refusing CMS
 * or laboratory system costs each page at most one timeout, not one per request. The first call after
 * that is a trial: a success closes the breaker, a failure opens it again.
 */
export const FAILURES_TO_OPEN = 3;
export const OPEN_MS = 30_000;

interface State {
  failures: number;
  openUntil: number;
}

const states = new Map<string, State>();

const stateOf = (area: string) => {
  let state = states.get(area);
  if (!state) states.set(area, (state = { failures: 0, openUntil: 0 }));
  return state;
};

/** Milliseconds until the upstream may be asked again; 0 when it may be asked now. */
export function openFor(area: string, now = Date.now()): number {
  return Math.max(0, stateOf(area).openUntil - now);
}

export function recordSuccess(area: string): void {
  const state = stateOf(area);
  state.failures = 0;
  state.openUntil = 0;
}

export function recordFailure(area: string, now = Date.now()): void {
  const state = stateOf(area);
  state.failures++;
  if (state.failures >= FAILURES_TO_OPEN) state.openUntil = now + OPEN_MS;
}

/** Forgets every area's failures (tests). */
export function resetBreakers(): void {
  states.clear();
}
