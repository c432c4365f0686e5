/**
 * Hungarian identifiers checked by their check digits (DESIGN.md, security baseline). People type them
 * with spaces or hyphens between the groups ('123 456 789', '12345676-2-41'); both are ignored.
 */

const SEPARATORS = /[\s-]/g;

/** The digits of an identifier typed with group separators; undefined when anything else is in it. */
function digitsOf(value: string, length: number): string | undefined {
  const compact = value.replace(SEPARATORS, '');
  return compact.length === length && /^\d+$/.test(compact) ? compact : undefined;
}

const weightedSum = (digits: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);

/** The TAJ number without the separators a visitor may type; other characters are left for the validator. */
export function normaliseTaj(value: string): string {
  return value.replace(SEPARATORS, '');
}

/** A complete TAJ number as printed on the card, '123 456 789'; anything else comes back trimmed, unchanged. */
export function formatTaj(value: string): string {
  const digits = digitsOf(value, 9);
  return digits ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : value.trim();
}

// TAJ (társadalombiztosítási azonosító jel, 1996. évi XX. törvény): 8 serial digits and a CDV digit, as NEAK
// describes it: the digits in odd places are multiplied by 3, those in even places by 7, and the sum modulo
// 10 is the 9th digit.
const TAJ_WEIGHTS = [3, 7, 3, 7, 3, 7, 3, 7] as const;

/** A 9-digit TAJ number whose check digit is right; '000 000 000' passes the sum but is never issued. */
export function isValidTaj(value: string): boolean {
  const digits = digitsOf(value, 9);
  if (!digits || /^0+$/.test(digits)) return false;
  return weightedSum(digits, TAJ_WEIGHTS) % 10 === Number(digits[8]);
}

// Adószám of a business, 'xxxxxxxx-y-zz', as NAV publishes its structure. The 8-digit törzsszám ends in
// a check digit: the first seven digits weighted 9, 7, 3, 1, 9, 7, 3, and the 8th = (10 − sum mod 10) mod 10
// (the same rule as the EU VAT number HU + törzsszám, as python-stdnum's hu.anum checks it).
const TORZSSZAM_WEIGHTS = [9, 7, 3, 1, 9, 7, 3] as const;
// The 9th digit is the ÁFA kód: 1 alanyi adómentes, 2 általános szabályok, 3 EVA, 4 csoporttag,
// 5 csoportazonosító.
const VAT_CODE = /^[1-5]$/;
// The last two digits name the tax office: 02–20 the counties, 22–40 the same counties' second series,
// 41–43 the Budapest directorates, 44 Kiemelt Adózók Adóigazgatósága, 51 Kiemelt Ügyek Adóigazgatósága.
const TAX_OFFICE = /^(?:0[2-9]|1\d|20|2[2-9]|3\d|4[0-4]|51)$/;

/** An 11-digit company adószám with a right törzsszám check digit, ÁFA kód and tax-office code. */
export function isValidCompanyTaxNumber(value: string): boolean {
  const digits = digitsOf(value, 11);
  if (!digits) return false;
  const check = (10 - (weightedSum(digits, TORZSSZAM_WEIGHTS) % 10)) % 10;
  return check === Number(digits[7]) && VAT_CODE.test(digits[8]) && TAX_OFFICE.test(digits.slice(9));
}

// Adóazonosító jel of a private person (146/1993. (X. 26.) Korm. rendelet): 8, then the days from
// 1867-01-01 to the birth date (5 digits), a 3-digit serial and a check digit: the first nine digits
// weighted 1 to 9, summed modulo 11; a remainder of 10 is never issued.
const PERSONAL_TAX_ID_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A 10-digit adóazonosító jel of a private person, starting with 8, with a right check digit. */
export function isValidPersonalTaxId(value: string): boolean {
  const digits = digitsOf(value, 10);
  if (!digits || digits[0] !== '8') return false;
  const check = weightedSum(digits, PERSONAL_TAX_ID_WEIGHTS) % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** Either a company adószám or a private person's adóazonosító jel. */
export function isValidHungarianTaxNumber(value: string): boolean {
  return isValidCompanyTaxNumber(value) || isValidPersonalTaxId(value);
}
