/**
 * Where a family booking's other people's details are kept (sessionStorage, like the booker's: decision
 * 0011), and their reset once a booking is confirmed. Apart from the store (./partyStore.ts) because the
 * shell's check of the cart's booking (src/client/cartBooking.ts) runs on every page: it must not bring
 * the store, the rules and both languages' messages to pages that have no booking step (decision 0048).
 */
export const PARTY_STORAGE_KEY = 'booking-party-v1';

let resetStore: (() => void) | null = null;

/** The store, once started on a page, empties itself with the drafts. */
export function onPartyReset(reset: () => void): void {
  resetStore = reset;
}

/** A finished booking's people go with it. */
export function resetParty(storage: Storage = sessionStorage): void {
  resetStore?.();
  try {
    storage.removeItem(PARTY_STORAGE_KEY);
  } catch {
    // Storage refused: the drafts end with the tab anyway.
  }
}
