/**
 * An invoice as the Hungarian VAT act wants it (2007. évi CXXVII. törvény, Áfa tv. 169. §): issue date,
 * number, seller's and buyer's name and address, the seller's tax number (and a company buyer's), the
 * fulfilment date, each line's name, quantity, unit price, VAT rate or exemption, the tax and the totals.
 * Pure rules, no I/O: the lines come from the booking's money lines (src/domain/moneyLines.ts), never
 * recomputed from the catalogue, so an invoice always says what the booking charged (issue 27).
 */
import { isValidCompanyTaxNumber } from './checkDigits';
import type { MoneyLines } from './moneyLines';
import { type AppointmentInvoice, INVOICE_TYPE_COMPANY } from './person';

/**
 * How VAT applies to a line, as számlázz.hu's `afakulcs` names it: a rate in percent, or an exemption.
 * - TAM, tárgyi adómentes: exempt by the kind of service. Human healthcare services (a medical
 *   laboratory's examinations and the blood sampling that serves them) are exempt under Áfa tv. 85. §
 *   (1) b), so the seed uses TAM (docs/decisions/0064).
 * - AAM, alanyi adómentes: the seller's own small-business exemption (Áfa tv. 187. §), not the service's.
 */
export const VAT_KEYS = ['TAM', 'AAM', '0', '5', '18', '27'] as const;
export type VatKey = (typeof VAT_KEYS)[number];

export const isVatKey = (value: string): value is VatKey => (VAT_KEYS as readonly string[]).includes(value);

/** The percentage of a rate key; 0 for an exemption (no tax is charged). */
export const vatRate = (key: VatKey): number => (key === 'TAM' || key === 'AAM' ? 0 : Number(key));

/** What an exempt invoice must cite (Áfa tv. 169. § m): the provision the exemption rests on. */
export const EXEMPTION_BASIS: Partial<Record<VatKey, string>> = {
  TAM: 'Tárgyi adómentes: Áfa tv. 85. § (1) b)',
  AAM: 'Alanyi adómentes: Áfa tv. 187. §',
};

export interface InvoiceLine {
  name: string;
  quantity: number;
  /** Unit of quantity as printed (alkalom: one occasion of a service). */
  unit: string;
  /** Forints per unit, before VAT. */
  unitNet: number;
  vat: VatKey;
  net: number;
  vatAmount: number;
  gross: number;
}

export interface InvoiceTotals {
  net: number;
  vat: number;
  gross: number;
}

/** The lab as every invoice names it: INVOICE_SELLER_* (src/backends/invoicing/index.ts). */
export interface Seller {
  name: string;
  /** The full postal address on one line: "1095 Budapest, Soroksári út 12.". */
  address: string;
  /** The lab's adószám, 'xxxxxxxx-y-zz'. */
  taxNumber: string;
}

export interface Buyer {
  name: string;
  zip: string;
  city: string;
  address: string;
  /** Two letters (ISO 3166-1). */
  country: string;
  /** A company's adószám; empty for a private person (not printed for one). */
  taxNumber: string;
  company: boolean;
  /** Where the invoice is sent; never printed on it. */
  email: string;
}

export type PaymentMethod = 'card' | 'cash';

/** Printed payment methods (számlázz.hu `fizmod` is free text; these are the words its own interface uses). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = { card: 'bankkártya', cash: 'készpénz' };

/** What the product asks to be invoiced: the same order ref always means the same invoice (idempotency). */
export interface InvoiceDraft {
  /** The settlement it invoices: a payment's order ref, or a refund's; at most 50 characters. */
  orderRef: string;
  /** Budapest date (YYYY-MM-DD) the service was paid for: the fulfilment date of a prepaid service. */
  fulfilmentDate: string;
  paymentMethod: PaymentMethod;
  buyer: Buyer;
  lines: InvoiceLine[];
  /** Free text printed on the invoice (the buyer's invoice_notes, the exemption's basis). */
  notes: string;
}

export type InvoiceKind = 'invoice' | 'reversal' | 'modification';

export interface IssuedInvoice extends InvoiceTotals {
  number: string;
  kind: InvoiceKind;
  orderRef: string;
  /** The invoice this one reverses or modifies. */
  corrects: string | null;
  issueDate: string;
  fulfilmentDate: string;
  paymentMethod: PaymentMethod;
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  notes: string;
}

/** Names the invoice prints for the booking's non-item lines. */
export const LINE_NAMES = { samplingFee: 'Mintavételi díj', discount: 'Kedvezmény (kupon)', refund: 'Visszatérítés' };
const UNIT = 'alkalom';

/** A line of `quantity` units whose price includes VAT (the site's prices are consumer prices). */
export function lineFromGross(name: string, unitGross: number, quantity: number, vat: VatKey): InvoiceLine {
  const gross = unitGross * quantity;
  const rate = vatRate(vat);
  const unitNet = Math.round((unitGross * 100) / (100 + rate));
  const net = Math.round((gross * 100) / (100 + rate));
  return { name, quantity, unit: UNIT, unitNet, vat, net, vatAmount: gross - net, gross };
}

export interface VatSettings {
  items: VatKey;
  samplingFee: VatKey;
}

/**
 * The invoice lines of a booking's money: each item, the sampling fees, and the coupon as a negative
 * line taxed like the items it discounts. Equal lines (a family's same test) are one line with their
 * quantity. Lines name services, never people: an invoice a company receives must not tell it who was
 * tested for what (GDPR Art. 9); the Áfa tv. asks only for the kind of service.
 */
export function invoiceLines(money: MoneyLines<unknown>, vat: VatSettings): InvoiceLine[] {
  const units: Array<{ name: string; price: number; vat: VatKey }> = [];
  for (const part of money.parts) {
    for (const item of part.items) units.push({ name: item.name, price: item.price, vat: vat.items });
    if (part.samplingFee > 0)
      units.push({ name: LINE_NAMES.samplingFee, price: part.samplingFee, vat: vat.samplingFee });
  }
  const grouped = new Map<string, { name: string; price: number; vat: VatKey; quantity: number }>();
  for (const unit of units) {
    const key = JSON.stringify([unit.name, unit.price, unit.vat]);
    const known = grouped.get(key);
    if (known) known.quantity += 1;
    else grouped.set(key, { ...unit, quantity: 1 });
  }
  // A taxed line is grouped only when its net is its rounded unit price times the quantity, as
  // számlázz.hu checks it (error 259); otherwise each unit is its own line, so every line adds up.
  const lines = [...grouped.values()].flatMap((unit) => {
    const line = lineFromGross(unit.name, unit.price, unit.quantity, unit.vat);
    if (line.unitNet * line.quantity === line.net) return [line];
    return Array.from({ length: unit.quantity }, () => lineFromGross(unit.name, unit.price, 1, unit.vat));
  });
  if (money.discount > 0) lines.push(lineFromGross(LINE_NAMES.discount, -money.discount, 1, vat.items));
  return lines;
}

/** The totals of `lines`: the sums of their net, VAT and gross. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  return lines.reduce(
    (sum, line) => ({ net: sum.net + line.net, vat: sum.vat + line.vatAmount, gross: sum.gross + line.gross }),
    { net: 0, vat: 0, gross: 0 },
  );
}

/** The notes an invoice prints: the buyer's own, then the basis of every exemption its lines use. */
export function invoiceNotes(buyerNotes: string, lines: readonly InvoiceLine[]): string {
  const bases = [...new Set(lines.map((line) => EXEMPTION_BASIS[line.vat]).filter(Boolean))];
  return [buyerNotes.trim(), ...bases].filter(Boolean).join('\n');
}

/** Every line of `original` with the opposite sign: a reversing (storno) invoice. */
export const reversingLines = (original: readonly InvoiceLine[]): InvoiceLine[] =>
  original.map((line) => ({
    ...line,
    quantity: negated(line.quantity),
    net: negated(line.net),
    vatAmount: negated(line.vatAmount),
    gross: negated(line.gross),
  }));

/** -value, and 0 rather than -0 (which prints as "-0 Ft"). */
const negated = (value: number) => (value === 0 ? 0 : -value);

/**
 * The lines of a modifying invoice for a partial refund (Áfa tv. 77. §: the consideration was reduced
 * afterwards): the refunded forints as negative lines, one per VAT treatment of the original, shared in
 * proportion to each treatment's gross, the remainder to the largest, so they sum to -amount exactly.
 * A refund is an amount, not a list of items, so this names it as a refund of the original.
 */
export function partialRefundLines(original: IssuedInvoice, amount: number): InvoiceLine[] {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount >= original.gross) {
    throw new RangeError(`A partial refund is a whole number of forints between 0 and ${original.gross}`);
  }
  const byVat = new Map<VatKey, number>();
  for (const line of original.lines) byVat.set(line.vat, (byVat.get(line.vat) ?? 0) + line.gross);
  const shares = [...byVat].filter(([, gross]) => gross > 0).sort((a, b) => b[1] - a[1]);
  const positive = shares.reduce((sum, [, gross]) => sum + gross, 0);
  const parts = shares.map(([vat, gross]) => ({ vat, amount: Math.floor((amount * gross) / positive) }));
  parts[0].amount += amount - parts.reduce((sum, part) => sum + part.amount, 0);
  const name = `${LINE_NAMES.refund}: ${original.number}`;
  return parts.filter((part) => part.amount > 0).map((part) => lineFromGross(name, -part.amount, 1, part.vat));
}

/**
 * What a refund of `amount` forints does to `original` (decision 0064): the whole invoice, never
 * corrected before, is reversed line by line (a storno invoice); part of it, or the rest after earlier
 * partial refunds, is a modifying invoice with negative lines. Either names the invoice it corrects.
 */
export function refundCorrection(original: IssuedInvoice, amount: number, correctedBefore: boolean) {
  const whole = amount === original.gross && !correctedBefore;
  const lines = whole ? reversingLines(original.lines) : partialRefundLines(original, amount);
  const kind: InvoiceKind = whole ? 'reversal' : 'modification';
  const notes = `${whole ? 'Sztornó' : 'Módosító számla'}: ${original.number}\n${invoiceNotes('', lines)}`.trim();
  return { kind, lines, notes };
}

/** Invoice number: prefix, year and a zero-padded sequence, e.g. "PL-2026-00042" (gapless per prefix and year). */
export const invoiceNumber = (prefix: string, year: number, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(5, '0')}`;

/** A prefix as számlázz.hu accepts one (its "számlatömb" prefixes): 1–10 capital letters or digits. */
export const isInvoicePrefix = (value: string) => /^[A-Z0-9]{1,10}$/.test(value);

/**
 * The buyer as the booking's invoice details name them (spec, Invoice: invoice_type 1 a person, 2 a
 * company). A company needs a valid adószám (check digit, src/domain/checkDigits.ts); a person's tax
 * number is not printed (Áfa tv. 169. § d) asks for it only from a taxable buyer).
 */
export function invoiceBuyer(details: AppointmentInvoice, email: string): Buyer {
  const company = details.invoice_type === INVOICE_TYPE_COMPANY;
  if (company && !isValidCompanyTaxNumber(details.invoice_taxnumber)) {
    throw new RangeError('A company invoice needs a valid Hungarian tax number');
  }
  return {
    name: details.invoice_name.trim(),
    zip: details.invoice_zipcode.trim(),
    city: details.invoice_city.trim(),
    address: details.invoice_address.trim(),
    country: 'HU',
    taxNumber: company ? details.invoice_taxnumber.replace(/\s/g, '') : '',
    company,
    email,
  };
}
