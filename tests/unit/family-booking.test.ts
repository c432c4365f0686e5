import { describe, expect, it } from 'vitest';
import { type Cart, emptyCart } from '../../src/domain/cart';
import { furthestStep, isStepOpen } from '../../src/domain/bookingGate';
import { validateCompanion } from '../../src/domain/companionValidation';
import {
  partyAvailableTimes,
  partyQuery,
  partyTotals,
  placeParty,
  readPartyQuery,
  repeatedTajs,
  withBookerDefaults,
} from '../../src/domain/party';
import {
  addPerson,
  allPackageIds,
  cartPartyQuery,
  copyBookerItems,
  removePerson,
  togglePersonItem,
} from '../../src/domain/partyCart';
import { emptyPerson } from '../../src/domain/person';
import type { SlotDay } from '../../src/domain/slots';
import { isValidPhone } from '../../src/domain/phone';

/** The server's rules: the real phone-number check. */
const rules = { isValidPhone };

// The pure rules of family bookings (issue 17 point 3; docs/decisions/0048).

const day = (overrides: Partial<SlotDay> = {}): SlotDay => ({
  date: '2026-03-29',
  plan: { start: '07:00:00', end: '09:00:00' },
  slotMinutes: 10,
  capacity: 2,
  taken: new Map(),
  slotsNeeded: 1,
  earliestMinute: 0,
  ...overrides,
});
const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('placing a group at the same or adjacent times', () => {
  it('fills the arrival slot, then the next ones without a gap, one slot per person at most', () => {
    expect(placeParty(day(), at(7), [1, 1])).toEqual([at(7), at(7)]);
    expect(placeParty(day(), at(7), [1, 1, 1, 1, 1])).toEqual([at(7), at(7), at(7, 10), at(7, 10), at(7, 20)]);
    // One place left at 7:00: the first person comes then, the second right after.
    expect(placeParty(day({ taken: new Map([[at(7), 1]]) }), at(7), [1, 1])).toEqual([at(7), at(7, 10)]);
  });

  it('offers no arrival the group cannot keep together', () => {
    // No room at the arrival, or a full slot right after it for the one who does not fit.
    expect(placeParty(day({ taken: new Map([[at(7), 2]]) }), at(7), [1])).toBeNull();
    expect(
      placeParty(
        day({
          taken: new Map([
            [at(7), 1],
            [at(7, 10), 2],
          ]),
        }),
        at(7),
        [1, 1],
      ),
    ).toBeNull();
    // Past closing time, before the lead time, off the slot grid.
    expect(placeParty(day(), at(8, 50), [1, 1, 1])).toBeNull();
    expect(placeParty(day({ earliestMinute: at(8) }), at(7), [1])).toBeNull();
    expect(placeParty(day(), at(7, 5), [1])).toBeNull();
  });

  it('places the longest sampling first and keeps its consecutive slots', () => {
    // Capacity 1: the 120-minute glucose load takes 7:00–9:00; nobody else fits beside it.
    expect(placeParty(day({ capacity: 1 }), at(7), [1, 12])).toBeNull();
    // Capacity 2: the load test starts at the arrival, the other person beside it.
    expect(placeParty(day(), at(7), [1, 12])).toEqual([at(7), at(7)]);
    expect(placeParty(day({ taken: new Map([[at(7, 30), 1]]) }), at(7), [12, 1, 1])).toEqual([at(7), at(7), at(7, 10)]);
  });

  it('answers each start with everyone’s own, in UTC on a daylight-saving day', () => {
    const times = partyAvailableTimes(day({ plan: { start: '07:00:00', end: '07:20:00' } }), [1, 1, 1]);
    expect(times.map((t) => [t.time, t.party])).toEqual([['07:00', [at(7), at(7), at(7, 10)]]]);
    // 29 March 2026: summer time began at 02:00, so 07:00 in Budapest is 05:00 UTC.
    expect(times[0]!.starts_at).toBe('2026-03-29T05:00:00.000Z');
  });
});

describe('the people of a booking', () => {
  it('refuses the same TAJ number twice, whatever its spaces', () => {
    expect(repeatedTajs([{ taj: '123456788' }, { taj: '111111110' }, { taj: '123 456 788' }, { taj: '' }])).toEqual([
      2,
    ]);
    expect(repeatedTajs([{ taj: '' }, { taj: '' }])).toEqual([]);
  });

  it('lets a companion share the booker’s contact and address, and takes the booker’s consents', () => {
    const booker = { ...emptyPerson(), email: 'a@example.hu', phone_number: '+36301234567', city: 'Budapest' };
    const child = { ...emptyPerson(), first_name: 'Bence', email: '', city: 'Pécs', dm: true };
    const booked = withBookerDefaults(child, { ...booker, elfogadom: true, adatvedelmiElfogadom: true });
    expect(booked).toMatchObject({
      email: 'a@example.hu',
      phone_number: '+36301234567',
      city: 'Pécs',
      elfogadom: true,
      adatvedelmiElfogadom: true,
      dm: false,
    });
  });

  it('checks a companion by the person rules, contact and address only when given', () => {
    const child = {
      ...emptyPerson(),
      first_name: 'Bence',
      last_name: 'Kovács',
      gender: 2,
      birth: '2016-09-01',
      taj: '111111110',
    };
    expect(validateCompanion(child, 'hu', '2026-11-23', rules)).toEqual({});
    expect(validateCompanion({ ...child, taj: '111111111', email: 'nem-cim' }, 'en', '2026-11-23', rules)).toEqual({
      taj: 'Invalid TAJ number',
      email: 'Invalid e-mail address',
    });
  });

  it('reads the party parameter back as it is written, and refuses more than four more people', () => {
    expect(readPartyQuery(partyQuery([[33], [1, 6], []]))).toEqual([[33], [1, 6], []]);
    expect(readPartyQuery('1;2;3;4;5')).toBeNull();
    expect(readPartyQuery('1;x')).toBeNull();
    expect(readPartyQuery('0')).toBeNull();
  });
});

describe('the cart of a family booking', () => {
  it('adds up to four people, each with their own items, and clears the group’s time on every change', () => {
    let cart: Cart = {
      ...emptyCart(),
      examinations: [{ id: 1, name: 'Alap', price: 22900 }],
      date: '2026-12-01',
      time: 480,
    };
    cart = addPerson(cart, 'a');
    expect(cart).toMatchObject({ date: null, time: 0, people: [{ key: 'a', examinations: [], parameters: [] }] });
    // A person without an examination keeps the location step shut.
    expect(isStepOpen('location', { cart })).toBe(false);
    expect(furthestStep({ cart })).toBe('cart');
    cart = togglePersonItem(cart, 'a', 'examination', { id: 33, name: 'Gyermek', price: 17900 });
    expect(isStepOpen('location', { cart })).toBe(true);
    for (const key of ['b', 'c', 'd', 'e']) cart = addPerson(cart, key);
    expect(cart.people.map((person) => person.key)).toEqual(['a', 'b', 'c', 'd']);
    cart = copyBookerItems(cart, 'b');
    expect(cart.people[1]!.examinations).toEqual([{ id: 1, name: 'Alap', price: 22900 }]);
    expect(allPackageIds(cart)).toEqual([1, 33]);
    expect(cartPartyQuery(cart)).toBe('33;1;;');
    cart = removePerson(removePerson(removePerson(cart, 'c'), 'd'), 'b');
    expect(cartPartyQuery(cart)).toBe('33');
    expect(cartPartyQuery(removePerson(cart, 'a'))).toBeUndefined();
  });

  it('totals a booker’s booking over everyone still booked', () => {
    const member = (status: string, total: number) => ({
      status,
      items_total: total - 2000,
      sampling_fee: 2000,
      discount: 0,
      total,
    });
    const lead = {
      items_total: 20900,
      sampling_fee: 2000,
      discount: 0,
      total: 22900,
      party: { members: [member('confirmed', 22900), member('confirmed', 19900), member('cancelled', 24900)] },
    };
    expect(partyTotals(lead as never)).toMatchObject({ items_total: 38800, sampling_fee: 4000, total: 42800 });
  });
});
