/**
 * The cart's family booking (issue 17 point 3; docs/decisions/0048): the other people and their own
 * examinations, as pure transitions like the rest of the cart (./cart.ts). A change of who comes or
 * what they have done changes the group's times, so it clears the chosen date and time; the location
 * stays, and the time step says whether it still takes the group.
 */
import { type Cart, type CartItem, type CartPerson, packageIds } from './cart';
import { MAX_COMPANIONS, partyQuery } from './party';

/** A new person with nothing chosen yet; `key` is random (the caller's crypto.randomUUID()). */
export function addPerson(cart: Cart, key: string): Cart {
  if (cart.people.length >= MAX_COMPANIONS) return cart;
  return regrouped({ ...cart, people: [...cart.people, { key, examinations: [], parameters: [] }] });
}

export function removePerson(cart: Cart, key: string): Cart {
  return regrouped({ ...cart, people: cart.people.filter((person) => person.key !== key) });
}

/** Adds an absent item to the person's list, removes a present one (spec section 4's toggling). */
export function togglePersonItem(cart: Cart, key: string, kind: 'examination' | 'parameter', item: CartItem): Cart {
  const list = kind === 'examination' ? 'examinations' : 'parameters';
  return regrouped({
    ...cart,
    people: cart.people.map((person) => {
      if (person.key !== key) return person;
      const present = person[list].some((entry) => entry.id === item.id);
      const items = present ? person[list].filter((entry) => entry.id !== item.id) : [...person[list], item];
      return { ...person, [list]: items };
    }),
  });
}

/** "The same as mine": the booker's own packages and single tests, for a couple's check-up. */
export function copyBookerItems(cart: Cart, key: string): Cart {
  const strip = ({ id, name, price }: CartItem) => ({ id, name, price });
  const examinations = cart.examinations.filter((exam) => !exam.locked).map(strip);
  const parameters = cart.parameters.map(strip);
  return regrouped({
    ...cart,
    people: cart.people.map((person) => (person.key === key ? { ...person, examinations, parameters } : person)),
  });
}

/** Who comes or what they have done changed: the group's times are to be chosen again. */
const regrouped = (cart: Cart): Cart => ({ ...cart, date: null, time: 0, partyStarts: [], validated: false });

/** Every package of the booking: what the location must sample for everyone. */
export function allPackageIds(cart: Cart): number[] {
  return [...new Set([...packageIds(cart), ...cart.people.flatMap(personPackageIds)])];
}

export const personPackageIds = (person: CartPerson) => person.examinations.map((exam) => exam.id);
export const personTestIds = (person: CartPerson) => person.parameters.map((test) => test.id);

/** available_dates and available_times' `party` parameter for the cart, or nothing for one person. */
export const cartPartyQuery = (cart: Cart): string | undefined =>
  cart.people.length ? partyQuery(cart.people.map(personPackageIds)) : undefined;

/** The cart's items of everyone (the booker's first): what the summary prices for display. */
export function partyItems(cart: Cart): { key: string | null; items: CartItem[] }[] {
  return [
    { key: null, items: [...cart.examinations.filter((exam) => !exam.locked), ...cart.parameters] },
    ...cart.people.map((person) => ({ key: person.key, items: [...person.examinations, ...person.parameters] })),
  ];
}

/** The ids the booking request sends for each other person (src/domain/party.ts, CompanionRequest). */
export const companionIds = (cart: Cart) =>
  cart.people.map((person) => ({ package_ids: personPackageIds(person), test_ids: personTestIds(person) }));

/** Whether the cart books for more than one person. */
export const isParty = (cart: Cart) => cart.people.length > 0;
