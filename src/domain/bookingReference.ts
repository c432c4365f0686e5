/**
 * The booking reference (issue 25; docs/decisions/0056): the one identifier a patient reads, says on the
 * phone and types, e.g. 'PL-7K3M-Q9TX'. Crockford's base 32 without 0 and 1 (and so without O, I, L, U
 * too): 30 symbols nobody mistakes for each other, in two groups of four, no '_' or '-' of a hash link.
 * 30⁸ ≈ 6.6·10¹¹ references; a clash is refused by the database's unique index and drawn again. It is an
 * identifier, not a secret: it opens nothing (the manage links do).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^PL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** A reference of `draw`'s 8 numbers (each below 2³²), one symbol each. */
export function bookingReference(draw: Uint32Array = crypto.getRandomValues(new Uint32Array(8))): string {
  // 2³² is not a multiple of 30: the bias (under 10⁻⁸ per symbol) does not matter for an identifier.
  const symbols = [...draw.slice(0, 8)].map((n) => REFERENCE_ALPHABET[n % REFERENCE_ALPHABET.length]).join('');
  return `PL-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
