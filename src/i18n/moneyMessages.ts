import type { Lang } from './lang';

/**
 * The words of a booking's money lines and reference (issue 25; src/domain/moneyLines.ts), the same on
 * every surface: mails, summary, success, payment outcome and thank-you pages.
 */
export interface MoneyMessages {
  reference: string;
  samplingFee: string;
  discount: (code: string | null) => string;
  /** The total of a paid booking whose price changed since (a move to another sampling fee). */
  total: string;
  /** The total of a booking paid online. */
  paid: string;
  /** The total still to pay: on site, or online while the place is held. */
  toPayOnSite: string;
  toPayOnline: string;
  /** A family booking's heading for one person's lines. */
  personLines: (name: string) => string;
}

const hu: MoneyMessages = {
  reference: 'Foglalási azonosító',
  samplingFee: 'Mintavételi díj',
  discount: (code) => (code ? `Kuponkedvezmény (${code})` : 'Kuponkedvezmény'),
  total: 'Összesen',
  paid: 'Online kifizetve',
  toPayOnSite: 'Fizetendő a helyszínen',
  toPayOnline: 'Fizetendő online',
  personLines: (name) => `${name}:`,
};

const en: MoneyMessages = {
  reference: 'Booking reference',
  samplingFee: 'Sampling fee',
  discount: (code) => (code ? `Coupon discount (${code})` : 'Coupon discount'),
  total: 'Total',
  paid: 'Paid online',
  toPayOnSite: 'To pay on site',
  toPayOnline: 'To pay online',
  personLines: (name) => `${name}:`,
};

export const moneyMessages = (lang: Lang): MoneyMessages => (lang === 'en' ? en : hu);

/** The label of a booking's total: paid, or to pay on site or online. */
export const totalLabel = (lang: Lang, settled: 'paid' | 'to_pay', payment_type: 'ONLINE' | 'ONSITE'): string => {
  const m = moneyMessages(lang);
  if (settled === 'paid') return m.paid;
  return payment_type === 'ONSITE' ? m.toPayOnSite : m.toPayOnline;
};
