import type { SamplingFee } from './location';
import type { Lang } from '../i18n/lang';
import { formatPrice } from './prices';

/**
 * The sampling fees of a location. When all of them are equal the page says so in one line
 * (spec section 2: 'Terheléses és alap mintavételi díj: ...'); otherwise each fee gets its own line.
 */
const ALL_EQUAL: Record<Lang, string> = {
  hu: 'Terheléses és alap mintavételi díj',
  en: 'Glucose load and basic sampling fee',
};

export interface FeeLine {
  label: string;
  price: string;
}

export function samplingFeeLines(fees: SamplingFee[], lang: Lang): FeeLine[] {
  if (fees.length === 0) return [];
  const first = fees[0]!.price;
  if (fees.length > 1 && fees.every((fee) => fee.price === first)) {
    return [{ label: ALL_EQUAL[lang], price: formatPrice(first, lang) }];
  }
  return fees.map((fee) => ({ label: fee.name, price: formatPrice(fee.price, lang) }));
}

/** The one-line form: 'Terheléses és alap mintavételi díj: 2 990 Ft', or null when fees differ. */
export function equalFeesText(fees: SamplingFee[], lang: Lang): string | null {
  const lines = samplingFeeLines(fees, lang);
  return lines.length === 1 && lines[0]!.label === ALL_EQUAL[lang] ? `${lines[0]!.label}: ${lines[0]!.price}` : null;
}
