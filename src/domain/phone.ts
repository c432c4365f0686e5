// The phone check alone, because it brings libphonenumber's /min metadata (about 29 KB gzipped with the
// parser; it checks lengths for every country, Hungarian digits are checked below): the browser fetches it
// only with an island that has a phone field (issue 14 point 3), never on the booking summary.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Hungarian fixed-line, mobile, VoIP (21) and corporate (38) numbers, from the national-number patterns
// of Google's libphonenumber full metadata; /min alone would take any 8 or 9 digits.
const HU_NATIONAL_NUMBER =
  /^(?:(?:1\d|[27][2-9]|3[2-7]|4[24-9]|5[2-79]|6[23689]|8[2-57-9]|9[2-69])\d{6}|(?:[257]0|3[01]|21|38)\d{7})$/;

/** The number in E.164 ('+36301234567'), read as Hungarian unless it has a country code; undefined when invalid. */
export function normalisePhone(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(value, { defaultCountry: 'HU', extract: false });
  if (!phone?.isValid()) return undefined;
  if (phone.countryCallingCode === '36' && !HU_NATIONAL_NUMBER.test(phone.nationalNumber)) return undefined;
  return phone.number;
}

export const isValidPhone = (value: string): boolean => normalisePhone(value) !== undefined;
