import { describe, expect, it } from 'vitest';
import { canChange, CHANGE_CUTOFF_HOURS, changeDeadline } from '../../src/domain/cutoff';

describe('the change and cancel cut-off', () => {
  const start = '2026-03-10T08:00:00.000Z';

  it('is 12 hours before the start', () => {
    expect(CHANGE_CUTOFF_HOURS).toBe(12);
    expect(changeDeadline(start)).toBe('2026-03-09T20:00:00.000Z');
  });

  it('allows changes until just before the deadline and refuses from it on', () => {
    expect(canChange(start, new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(canChange(start, new Date('2026-03-09T19:59:59.999Z'))).toBe(true);
    expect(canChange(start, new Date('2026-03-09T20:00:00.000Z'))).toBe(false);
    expect(canChange(start, new Date('2026-03-10T07:00:00Z'))).toBe(false);
    expect(canChange(start, new Date('2026-03-11T00:00:00Z'))).toBe(false);
  });

  it('refuses a start it cannot read', () => {
    expect(canChange('not a date', new Date())).toBe(false);
  });
});
