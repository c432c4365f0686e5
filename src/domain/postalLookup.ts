// Server only: it pulls in the settlement table (about 64 KB gzipped), which is why it is not part of
// personValidation. The booking form asks /api/settlements/postal/:code instead.
import { FALLBACK_COUNTY, POSTAL_CODE_PATTERN } from './settlements';
import { countyForPostalCode, settlementByPostalCode } from '../services/settlements';

export interface PostalPlace {
  /** '' when no settlement has the code. */
  city: string;
  county: string;
}

/** City and county for a 4-digit postal code, to fill the address; the county falls back to 'Budapest' (spec §3). */
export function postalCodeLookup(zip: string): PostalPlace {
  const text = zip.trim();
  if (!POSTAL_CODE_PATTERN.test(text)) return { city: '', county: FALLBACK_COUNTY };
  const code = Number(text);
  return { city: settlementByPostalCode(code)?.name ?? '', county: countyForPostalCode(code) };
}
