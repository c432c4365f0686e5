import { assets } from '../assets';
import { type Settlement, type SettlementLookups, settlementLookups } from '../domain/settlements';
import type { Bindings } from '../env';
import postalCodes from '../generated/postal-codes.txt';

/**
 * The settlement reference data (spec section 3) with its lookups. The data (360 KB of JSON) is a hashed
 * static file, not part of the worker (issue 13 point 1, docs/decisions/0026): the first search or
 * locations page in an isolate reads it through the ASSETS binding, a local read with no network, and
 * the indexes are built once and kept for the isolate's life.
 */
let loading: Promise<SettlementLookups & { settlements: readonly Settlement[] }> | undefined;

export function settlementData(env: Pick<Bindings, 'ASSETS'>) {
  loading ??= load(env).catch((error: unknown) => {
    // A failed read is not remembered: the next request tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(env: Pick<Bindings, 'ASSETS'>) {
  const response = await env.ASSETS.fetch(new Request(`http://assets.local${assets.settlements}`));
  if (!response.ok) throw new Error(`The settlement data ${assets.settlements} answered ${response.status}`);
  // JSON types `rank` as string; the data's README lists the six values it holds.
  const settlements = (await response.json()) as readonly Settlement[];
  return { settlements, ...settlementLookups(settlements) };
}

/**
 * Every postal code a settlement has, bundled (5 KB, built from the same file) so that checking a
 * booked address needs no read: the booking and patient checks are synchronous.
 */
const POSTAL_CODES = new Set(postalCodes.split(' ').map(Number));

/**
 * Whether a Hungarian settlement has the 4-digit postal code (issue 12: the API checks booked
 * addresses). Every 1xxx code is Budapest's, as in the lookups (src/domain/settlements.ts).
 */
export const knownPostalCode = (code: string): boolean =>
  /^\d{4}$/.test(code) && (code.startsWith('1') || POSTAL_CODES.has(Number(code)));
