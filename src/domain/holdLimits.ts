/**
 * How many places a booking may hold before anybody has committed to it (issue 24 point 1; decision
 * 0050). An unpaid online booking and an on-site booking not yet confirmed from its mail are holds: they
 * take capacity that real patients cannot book. Each client, e-mail address, phone number and TAJ number
 * holds at most `atOnce` places unconfirmed at a time, and starts at most `perDay` places of holds in 24
 * hours that were never confirmed (cancelled or lapsed), so a hold cannot be renewed for ever by
 * cancelling and booking again. Pure: the server counts (src/services/holdLimits.ts), the database
 * enforces (migrations/0019).
 */
import type { AppointmentRequest } from './appointment';
import { MAX_PARTY_SIZE, withBookerDefaults } from './party';

export type HoldSubjectKind = 'address' | 'browser' | 'email' | 'phone' | 'taj';

export interface HoldLimit {
  /** Places held unconfirmed at once. */
  atOnce: number;
  /** Places of unconfirmed holds started in the last 24 hours (cancelled and lapsed ones included). */
  perDay: number;
}

/**
 * A family of five books in one request (decision 0048): a browser, an e-mail address and a phone number
 * may hold one such booking, and start four within a day (a family that changes its details at the
 * summary replaces its hold). Behind one address (an office, a mobile operator's shared IPv4 address)
 * more than one household may book at the same minute, so an address may hold a little more. One person
 * (a TAJ number) needs one place and, at most, a second day booked before confirming the first.
 */
export const HOLD_LIMITS: Record<HoldSubjectKind, HoldLimit> = {
  browser: { atOnce: MAX_PARTY_SIZE, perDay: 4 * MAX_PARTY_SIZE },
  address: { atOnce: 8, perDay: 32 },
  email: { atOnce: MAX_PARTY_SIZE, perDay: 4 * MAX_PARTY_SIZE },
  phone: { atOnce: MAX_PARTY_SIZE, perDay: 4 * MAX_PARTY_SIZE },
  taj: { atOnce: 2, perDay: 8 },
};

/** Minutes an on-site booking waits for the patient to confirm it from the mail before its places go back. */
export const CONFIRM_MINUTES = 60;

/** One subject of a booking and how many of its places it holds. */
export interface HoldSubject {
  kind: HoldSubjectKind;
  /** As typed or as the request came; the server hashes it (src/lib/subjectHash.ts) before counting. */
  value: string;
  places: number;
}

/** Who a request comes from: its address, and the browser's own id where it sent one. */
export interface HoldClient {
  address: string;
  browser: string | null;
}

/**
 * Every subject a booking request holds places for: the client for everyone in it, and each e-mail
 * address, phone number and TAJ number for the people who gave it (a companion left blank shares the
 * booker's contact, decision 0048). Blank values are no subject.
 */
export function holdSubjects(
  request: Pick<AppointmentRequest, 'person' | 'people'>,
  client: HoldClient,
): HoldSubject[] {
  const people = [
    request.person,
    ...(request.people ?? []).map((other) => withBookerDefaults(other.person, request.person)),
  ];
  const subjects: HoldSubject[] = [{ kind: 'address', value: client.address, places: people.length }];
  if (client.browser) subjects.push({ kind: 'browser', value: client.browser, places: people.length });
  const fields = [
    ['email', (person) => person.email],
    ['phone', (person) => person.phone_number],
    ['taj', (person) => person.taj],
  ] as const satisfies readonly [HoldSubjectKind, (person: AppointmentRequest['person']) => string][];
  for (const [kind, read] of fields) {
    const counts = new Map<string, number>();
    for (const person of people) {
      const value = read(person).trim();
      if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    for (const [value, places] of counts) subjects.push({ kind, value, places });
  }
  return subjects;
}

/** A held place as counted: how many, since when, until when, and whether it was given up. */
export interface HeldPlaces {
  places: number;
  createdAt: string;
  expiresAt: string;
  /** 'cancelled' still counts towards the day; 'confirmed' never counts again. */
  outcome: 'cancelled' | 'confirmed' | null;
}

const DAY_MS = 86_400_000;

/**
 * Seconds until `needed` more places fit under `limit` for a subject holding `held`, or 0 when they fit
 * now: the moment enough live holds run out, and enough of the day's holds leave the 24-hour window.
 */
export function holdWait(held: HeldPlaces[], needed: number, limit: HoldLimit, now: Date): number {
  const at = now.getTime();
  const counted = held.filter((h) => h.outcome !== 'confirmed');
  const live = counted.filter((h) => h.outcome === null && Date.parse(h.expiresAt) > at);
  const today = counted.filter((h) => Date.parse(h.createdAt) > at - DAY_MS);
  const freeAt = (entries: HeldPlaces[], ends: (h: HeldPlaces) => number, max: number) => {
    let total = entries.reduce((sum, h) => sum + h.places, 0);
    if (total + needed <= max) return at;
    for (const entry of [...entries].sort((a, b) => ends(a) - ends(b))) {
      total -= entry.places;
      if (total + needed <= max) return ends(entry);
    }
    return Infinity; // more than the limit in one request: never fits
  };
  const until = Math.max(
    freeAt(live, (h) => Date.parse(h.expiresAt), limit.atOnce),
    freeAt(today, (h) => Date.parse(h.createdAt) + DAY_MS, limit.perDay),
  );
  return until === Infinity ? DAY_MS / 1000 : Math.max(0, Math.ceil((until - at) / 1000));
}
