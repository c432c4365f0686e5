import { describe, expect, it } from 'vitest';
import { HOLD_LIMITS, type HeldPlaces, holdSubjects, holdWait } from '../../src/domain/holdLimits';
import { demoPerson } from '../fixtures/booking.mjs';

const NOW = new Date('2026-12-01T09:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const held = (places: number, created: number, expires: number, outcome: HeldPlaces['outcome'] = null) => ({
  places,
  createdAt: at(created),
  expiresAt: at(expires),
  outcome,
});

describe('the subjects a booking holds places for (decision 0050)', () => {
  it('counts the client for everyone, and each contact and TAJ for the people who gave it', () => {
    const child = (taj: string) => ({ ...demoPerson, email: '', phone_number: '', taj });
    const subjects = holdSubjects(
      { person: demoPerson, people: [{ package_ids: [], test_ids: [], person: child('111111110') }] },
      { address: '203.0.113.9', browser: 'token' },
    );
    expect(subjects).toEqual([
      { kind: 'address', value: '203.0.113.9', places: 2 },
      { kind: 'browser', value: 'token', places: 2 },
      // The child left contact blank: it is the booker's, so the booker's address holds both places.
      { kind: 'email', value: demoPerson.email, places: 2 },
      { kind: 'phone', value: demoPerson.phone_number, places: 2 },
      { kind: 'taj', value: demoPerson.taj, places: 1 },
      { kind: 'taj', value: '111111110', places: 1 },
    ]);
  });

  it('has no browser subject without a browser id, and no subject for a blank TAJ', () => {
    const kinds = holdSubjects({ person: { ...demoPerson, taj: ' ' } }, { address: 'local', browser: null }).map(
      (subject) => subject.kind,
    );
    expect(kinds).toEqual(['address', 'email', 'phone']);
  });

  it('lets a family of five hold one booking per browser and contact, a person two', () => {
    expect(HOLD_LIMITS.browser.atOnce).toBe(5);
    expect(HOLD_LIMITS.email.atOnce).toBe(5);
    expect(HOLD_LIMITS.taj.atOnce).toBe(2);
    for (const limit of Object.values(HOLD_LIMITS)) expect(limit.perDay).toBeGreaterThanOrEqual(2 * limit.atOnce);
  });
});

describe('how long a refused request waits', () => {
  const limit = { atOnce: 5, perDay: 10 };

  it('is nothing while the places fit', () => {
    expect(holdWait([held(3, -5, 10)], 2, limit, NOW)).toBe(0);
  });

  it('is until enough live holds run out, counting cancelled ones no more', () => {
    expect(holdWait([held(3, -5, 10), held(2, -1, 14)], 1, limit, NOW)).toBe(10 * 60);
    expect(holdWait([held(3, -5, 10), held(2, -1, 14)], 4, limit, NOW)).toBe(14 * 60);
    expect(holdWait([held(3, -5, 10, 'cancelled'), held(2, -1, 14)], 3, limit, NOW)).toBe(0);
    expect(holdWait([held(5, -5, 10, 'confirmed')], 5, limit, NOW)).toBe(0);
  });

  it("is until the day's oldest holds leave the 24 hours, once too many were started and given up", () => {
    const day = [held(5, -600, -585, 'cancelled'), held(5, -60, -45)];
    expect(holdWait(day, 1, limit, NOW)).toBe((24 * 60 - 600) * 60);
    // A confirmed booking's places never count towards the day.
    expect(holdWait([held(5, -600, -585, 'confirmed'), held(5, -60, -45)], 5, limit, NOW)).toBe(0);
  });

  it('is a day for a request larger than the limit itself', () => {
    expect(holdWait([], 6, limit, NOW)).toBe(86_400);
  });
});
