import type { Lang } from '../i18n/lang';

/**
 * Prices (spec section 5): thousands-separated numbers with the suffix Ft. A dot followed by exactly
 * three digits is a thousands separator ('12.900' is 12 900 Ft), as the laboratory system sometimes
 * sends prices as text.
 */
export function parsePrice(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (!value) return 0;
  let text = value.replace(/\s|Ft/gi, '');
  if (/\.\d{3}(?!\d)/.test(text)) text = text.replace(/\.(?=\d{3}(?!\d))/g, '');
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : 0;
}

const formatters: Record<Lang, Intl.NumberFormat> = {
  hu: new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 0, useGrouping: true }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0, useGrouping: true }),
};

/** '12 900 Ft' in Hungarian (narrow no-break space), '12,900 Ft' in English. */
export function formatPrice(value: number | string | null | undefined, lang: Lang = 'hu'): string {
  return `${formatters[lang].format(parsePrice(value))} Ft`;
}
