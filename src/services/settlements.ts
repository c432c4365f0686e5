import data from '../data/settlements.json';
import { type Settlement, settlementLookups } from '../domain/settlements';

/**
 * The settlement reference data (spec section 3) with its lookups. The JSON is bundled into the worker,
 * so the indexes are built once per isolate, on first import, and no request waits on I/O for them.
 */
// JSON modules type `rank` as string; the data's README lists the six values it holds.
export const SETTLEMENTS = data as readonly Settlement[];

export const {
  settlementByPostalCode,
  settlementsByPostalCode,
  countyForPostalCode,
  settlementByName,
  searchSettlements,
  locate,
} = settlementLookups(SETTLEMENTS);

/** Whether a Hungarian settlement has the 4-digit postal code (issue 12: the API checks booked addresses). */
export const knownPostalCode = (code: string): boolean =>
  /^\d{4}$/.test(code) && settlementsByPostalCode(Number(code)).length > 0;
