import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant } from '../../src/i18n/dates';

describe('dates as the site shows them', () => {
  it('keeps a calendar day on its day in every shape and language', () => {
    expect(formatDay('hu', '2026-12-09')).toBe('2026. december 9.');
    expect(formatDay('en', '2026-12-09')).toBe('9 December 2026');
    expect(formatDay('hu', '2026-12-09', 'weekday')).toBe('2026. december 9., szerda');
    expect(formatDay('en', '2026-12-09', 'weekday')).toBe('Wednesday, 9 December 2026');
    expect(formatDay('hu', '2026-12-15', 'month')).toBe('2026. december');
    expect(formatDay('en', '2027-01-01')).toBe('1 January 2027');
  });

  it('shows instants in Budapest time, summer and winter', () => {
    // 23:30 UTC on 31 December is already New Year in Budapest (UTC+1).
    expect(formatInstant('en', '2026-12-31T23:30:00Z')).toBe('1 January 2027');
    expect(formatInstant('hu', '2026-12-31T23:30:00Z', 'time')).toBe('00:30');
    // Summer time: UTC+2.
    expect(formatInstant('en', '2026-07-01T05:05:00Z', 'time')).toBe('07:05');
    expect(formatInstant('hu', '2026-12-09T07:15:00Z', 'dateTime')).toBe('2026. december 9. 8:15');
    expect(formatInstant('en', '2026-12-09T07:15:00Z', 'full')).toBe('Wednesday, 9 December 2026');
  });

  it('gives the raw day back, or nothing for an instant, when the value is not a date', () => {
    expect(formatDay('hu', 'tomorrow')).toBe('tomorrow');
    expect(formatInstant('en', 'not a time')).toBe('');
  });
});
