/**
 * The booking cart (spec sections 3 and 4): its fields, defaults and transitions as pure functions.
 * The browser store (src/islands/cart/store.ts) persists it; nothing here touches storage.
 */

export interface CartExamination {
  id: number;
  name?: string;
  price?: number;
  /** Minutes the sampling takes; glucose load tests need consecutive capacity. */
  app_time?: number;
  /** The category the examination was chosen from. */
  cat_id?: string;
  /** A locked examination belongs to a package and is not counted or removable on its own. */
  locked?: boolean;
}

export interface CartItem {
  id: number;
  name?: string;
  price?: number;
}

export interface Cart {
  location: number | null;
  examinations: CartExamination[];
  parameters: CartItem[];
  tests: CartItem[];
  date: string | null;
  /** 0 means no time chosen (spec section 3). */
  time: number;
  coupon_code: string;
  coupon_id: number | null;
  discount: number;
  /** Forints before the coupon's discount: the examinations and the sampling fee (setTotals). */
  original_sumprice: number;
  /** Forints to pay: original_sumprice less the discount (setTotals). */
  sumprice: number;
  payment_type: 'ONLINE' | 'ONSITE';
  /** The cart's booking went to the card payment page; its outcome is to be checked (toCardPayment). */
  card_check: boolean;
  appointmentId: number | null;
  validated: boolean;
  lastAddedExaminationId: number | null;
  /**
   * Beyond the spec's v5 fields (docs/decisions/0017): the hash of the booking made from this cart
   * (with appointmentId), by which the browser asks how it stands, and the idempotency key of the
   * booking attempt, kept until the booking is settled so a repeat never books twice.
   */
  appointmentHash: string | null;
  idempotencyKey: string | null;
  /**
   * Beyond the spec's v5 fields (docs/decisions/0048): the other people of a family booking, each with
   * their own examinations (empty for a booking of one person), and each person's start as the time
   * step offered it, the booker's first (empty until a time is chosen for them). Their personal data
   * stays in sessionStorage (src/islands/booking/party/partyStore.ts), like the booker's.
   */
  people: CartPerson[];
  partyStarts: number[];
}

/** One more person of a family booking in the cart: their own packages and single tests. */
export interface CartPerson {
  /** Random: names the person across the steps and their details in the session's store. */
  key: string;
  examinations: CartItem[];
  parameters: CartItem[];
}

/** The localStorage key; the v5 suffix is the spec's storage version (section 9). */
export const CART_STORAGE_KEY = 'cart-v5';
/** Keys of earlier cart versions, discarded on load. */
export const OBSOLETE_CART_KEYS = ['cart', 'cart-v1', 'cart-v2', 'cart-v3', 'cart-v4'];

export function emptyCart(): Cart {
  return {
    location: null,
    examinations: [],
    parameters: [],
    tests: [],
    date: null,
    time: 0,
    coupon_code: '',
    coupon_id: null,
    discount: 0,
    original_sumprice: 0,
    sumprice: 0,
    payment_type: 'ONLINE',
    card_check: false,
    appointmentId: null,
    validated: false,
    lastAddedExaminationId: null,
    appointmentHash: null,
    idempotencyKey: null,
    people: [],
    partyStarts: [],
  };
}

/** Reads a stored cart leniently: unknown or mistyped fields fall back to their defaults. */
export function parseCart(raw: string | null): Cart {
  const cart = emptyCart();
  if (!raw) return cart;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return cart;
  }
  if (!stored || typeof stored !== 'object') return cart;
  const source = stored as Record<string, unknown>;
  for (const key of Object.keys(cart) as (keyof Cart)[]) {
    const value = source[key];
    const fallback = cart[key];
    const sameType = Array.isArray(fallback)
      ? Array.isArray(value)
      : fallback === null
        ? value === null || typeof value === 'number' || typeof value === 'string'
        : typeof value === typeof fallback;
    if (value !== undefined && sameType) (cart as unknown as Record<string, unknown>)[key] = value;
  }
  return { ...cart, people: cart.people.filter(isCartPerson), partyStarts: cart.partyStarts.filter(Number.isInteger) };
}

const isItemList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof (item as CartItem | null)?.id === 'number');

/** A stored person read leniently like the rest: one that is not whole is dropped. */
function isCartPerson(value: unknown): value is CartPerson {
  const person = value as Partial<CartPerson> | null;
  return typeof person?.key === 'string' && isItemList(person.examinations) && isItemList(person.parameters);
}

/** What items cost together, as the browser shows it (the server prices the booking itself). */
export const itemsPrice = (items: readonly { price?: number | null }[]) =>
  items.reduce((sum, item) => sum + (item.price ?? 0), 0);

/** The header badge: parameters plus the examinations that are not locked (spec, Shared header). */
export function cartCount(cart: Cart): number {
  // A family booking's other people's examinations count too (docs/decisions/0048).
  const others = cart.people.reduce((sum, person) => sum + person.examinations.length + person.parameters.length, 0);
  return cart.parameters.length + cart.examinations.filter((exam) => !exam.locked).length + others;
}

function toggle<T extends { id: number }>(list: T[], item: T): T[] {
  return list.some((entry) => entry.id === item.id) ? list.filter((entry) => entry.id !== item.id) : [...list, item];
}

/** Toggling adds an absent examination and removes a present one (spec section 4). */
export function toggleExamination(cart: Cart, exam: CartExamination): Cart {
  const present = cart.examinations.some((entry) => entry.id === exam.id);
  return {
    ...cart,
    examinations: toggle(cart.examinations, exam),
    lastAddedExaminationId: present ? cart.lastAddedExaminationId : exam.id,
  };
}

/**
 * Single tests (parameters) travel in a locked examination of their own, so the gates, which ask for
 * at least one examination (spec section 2), open for them too; the badge leaves locked examinations
 * out, so nothing is counted twice. It is the website's grouping, never sent to the laboratory.
 */
export const CUSTOM_EXAMINATION_ID = 0;

export function toggleParameter(cart: Cart, parameter: CartItem): Cart {
  const parameters = toggle(cart.parameters, parameter);
  const others = cart.examinations.filter((exam) => exam.id !== CUSTOM_EXAMINATION_ID);
  const custom = cart.examinations.find((exam) => exam.id === CUSTOM_EXAMINATION_ID) ?? {
    id: CUSTOM_EXAMINATION_ID,
    name: 'Egyedi vizsgálatok',
    locked: true,
  };
  return {
    ...cart,
    parameters,
    examinations: parameters.length > 0 ? [...others, custom] : others,
    // Dropping parameters also empties tests (spec section 4).
    tests: parameters.length < cart.parameters.length ? [] : cart.tests,
  };
}

/** The packages to send to the laboratory backend: the chosen examinations, not the website's grouping. */
export function packageIds(cart: Cart): number[] {
  return cart.examinations.filter((exam) => !exam.locked).map((exam) => exam.id);
}

export function testIds(cart: Cart): number[] {
  return cart.parameters.map((test) => test.id);
}

export function toggleTest(cart: Cart, test: CartItem): Cart {
  return { ...cart, tests: toggle(cart.tests, test) };
}

/** Changing location resets date and time (spec section 4). */
export function setLocation(cart: Cart, location: number | null): Cart {
  if (location === cart.location) return cart;
  return { ...cart, location, date: null, time: 0 };
}

/** A coupon update sets code, discount and id together (defaults '', 0, null). */
export function setCoupon(cart: Cart, coupon?: { code: string; discount: number; id: number | null }): Cart {
  return {
    ...cart,
    coupon_code: coupon?.code ?? '',
    discount: coupon?.discount ?? 0,
    coupon_id: coupon?.id ?? null,
  };
}

/** Something a visitor can choose on the website: a package (examination) or a single test (parameter). */
export type Choosable = { kind: 'examination'; item: CartExamination } | { kind: 'parameter'; item: CartItem };

export function isChosen(cart: Cart, { kind, item }: Choosable): boolean {
  const list = kind === 'examination' ? cart.examinations : cart.parameters;
  return list.some((entry) => entry.id === item.id);
}

export function toggleChoosable(cart: Cart, choice: Choosable): Cart {
  return choice.kind === 'examination' ? toggleExamination(cart, choice.item) : toggleParameter(cart, choice.item);
}

/** How a booking stands, as patient_appointment_get answers it (spec section 7). */
export interface BookingState {
  id: number;
  hash: string;
  status: 'held' | 'confirmed' | 'cancelled' | 'expired';
  hold_expires_at: string | null;
  payment_type: 'ONLINE' | 'ONSITE';
}

/** Whether the booking is the one this cart made (a cart from before hashes were kept knows its id only). */
export const holdsBooking = (cart: Cart, booking: Pick<BookingState, 'id' | 'hash'>) =>
  cart.appointmentHash === booking.hash || (cart.appointmentHash === null && cart.appointmentId === booking.id);

/**
 * A booking waiting for its online payment whose hold has not run out yet (the cron marks it expired a few
 * minutes later). An on-site one waiting for its mail's confirmation is the mailbox's business, not the
 * cart's (decision 0050): the cart is done with it.
 */
export const isLiveHold = (booking: BookingState, now: Date) =>
  booking.status === 'held' &&
  booking.payment_type === 'ONLINE' &&
  booking.hold_expires_at !== null &&
  Date.parse(booking.hold_expires_at) > now.getTime();

/**
 * The cart once its booking's state is known (docs/decisions/0017): kept while the booking is held, so
 * the summary pays for that booking instead of making a second one; emptied once it is confirmed (paid
 * or on site), cancelled or expired. A booking the cart did not make changes nothing.
 */
export function settleCart(cart: Cart, booking: BookingState, now: Date): Cart {
  if (!holdsBooking(cart, booking) || isLiveHold(booking, now)) return cart;
  return emptyCart();
}

/** A booking the laboratory does not know (404): the items stay, the next attempt gets a fresh key. */
export function forgetBooking(cart: Cart): Cart {
  return { ...cart, appointmentId: null, appointmentHash: null, idempotencyKey: null, card_check: false };
}

/**
 * The cart's prices beside its discount (spec section 3; the spec names the fields only, decision 0038):
 * `original_sumprice` is the total before the coupon's discount (the examinations and the sampling fee),
 * `sumprice` the total to pay. The summary sets them as shown when booking, then as the server priced the
 * booking it made.
 */
export function setTotals(cart: Cart, { beforeDiscount, total }: { beforeDiscount: number; total: number }): Cart {
  return { ...cart, original_sumprice: beforeDiscount, sumprice: total };
}

/**
 * The visitor is sent to the card payment page for the cart's booking (spec section 3's `card_check`,
 * decision 0038): its outcome is to be checked, which the page loads do while the cart holds the booking.
 * Emptying the cart once the booking is settled, or forgetting the booking, clears it.
 */
export function toCardPayment(cart: Cart): Cart {
  return { ...cart, card_check: true };
}
