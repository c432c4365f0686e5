import { describe, expect, it } from 'vitest';
import {
  type IssuedInvoice,
  invoiceBuyer,
  invoiceLines,
  invoiceNotes,
  invoiceNumber,
  invoiceTotals,
  isInvoicePrefix,
  lineFromGross,
  partialRefundLines,
  refundCorrection,
} from '../../src/domain/invoice';
import type { Appointment } from '../../src/domain/appointment';
import { moneyLines } from '../../src/domain/moneyLines';
import { emptyInvoice, INVOICE_TYPE_COMPANY } from '../../src/domain/person';

// An invoice's lines and totals from a booking's money lines (issue 27; src/domain/invoice.ts).

const ALAP = { id: 1, name: 'Alap laborcsomag', price: 4500 };
const VAS = { id: 101, name: 'Vas', price: 1500 };
const EXEMPT = { items: 'TAM', samplingFee: 'TAM' } as const;

type Priced = Pick<
  Appointment,
  'status' | 'payment_type' | 'examinations' | 'parameters' | 'sampling_fee' | 'discount'
> & {
  party?: { members?: Priced[] };
};

const booking = (fields: Partial<Priced> = {}): Priced => ({
  status: 'confirmed' as const,
  payment_type: 'ONLINE' as const,
  examinations: [ALAP],
  parameters: [VAS],
  sampling_fee: 2490,
  discount: 0,
  ...fields,
});

describe('an invoice’s lines', () => {
  it('are each item and the sampling fee, exempt (TAM), net equal to gross, summing to the booking total', () => {
    const money = moneyLines(booking());
    const lines = invoiceLines(money, EXEMPT);
    expect(lines.map((line) => [line.name, line.quantity, line.unitNet, line.vat, line.net, line.vatAmount])).toEqual([
      ['Alap laborcsomag', 1, 4500, 'TAM', 4500, 0],
      ['Vas', 1, 1500, 'TAM', 1500, 0],
      ['Mintavételi díj', 1, 2490, 'TAM', 2490, 0],
    ]);
    expect(invoiceTotals(lines)).toEqual({ net: money.total, vat: 0, gross: money.total });
  });

  it('carry the coupon as a negative line taxed like the items', () => {
    const money = moneyLines(booking({ discount: 2000 }));
    const lines = invoiceLines(money, { items: '27', samplingFee: 'TAM' });
    const coupon = lines.at(-1)!;
    expect(coupon).toMatchObject({ name: 'Kedvezmény (kupon)', vat: '27', gross: -2000, net: -1575, vatAmount: -425 });
    expect(invoiceTotals(lines).gross).toBe(money.total);
  });

  it('split a VAT rate out of the consumer price, and keep exempt lines untaxed', () => {
    expect(lineFromGross('Vas', 1500, 1, '27')).toMatchObject({
      unitNet: 1181,
      net: 1181,
      vatAmount: 319,
      gross: 1500,
    });
    expect(lineFromGross('Vas', 1500, 3, '5')).toMatchObject({ unitNet: 1429, net: 4286, vatAmount: 214, gross: 4500 });
    expect(lineFromGross('Vas', 1500, 1, 'AAM')).toMatchObject({ net: 1500, vatAmount: 0 });
  });

  it('count a family’s same test and fee once with a quantity, and never name the people', () => {
    const booker = booking({ discount: 500 });
    const child = booking({ examinations: [], parameters: [VAS], sampling_fee: 2490 });
    const money = moneyLines<Priced>({ ...booker, party: { members: [booker, child] } });
    const lines = invoiceLines(money, EXEMPT);
    expect(lines.map((line) => [line.name, line.quantity, line.gross])).toEqual([
      ['Alap laborcsomag', 1, 4500],
      ['Vas', 2, 3000],
      ['Mintavételi díj', 2, 4980],
      ['Kedvezmény (kupon)', 1, -500],
    ]);
    expect(invoiceTotals(lines).gross).toBe(money.total);
    // At 5 %, two 1 500 Ft units are 2 857 net but 2 × 1 429 = 2 858: two lines, each adding up.
    const taxed = invoiceLines(money, { items: '5', samplingFee: 'TAM' }).filter((line) => line.name === 'Vas');
    expect(taxed).toHaveLength(2);
    expect(taxed.every((line) => line.unitNet * line.quantity === line.net)).toBe(true);
  });

  it('cite the exemption’s legal basis in the notes, after the buyer’s own', () => {
    const lines = invoiceLines(moneyLines(booking()), EXEMPT);
    expect(invoiceNotes(' PO 42 ', lines)).toBe('PO 42\nTárgyi adómentes: Áfa tv. 85. § (1) b)');
    expect(invoiceNotes('', [lineFromGross('Vas', 1500, 1, '27')])).toBe('');
  });
});

describe('the buyer', () => {
  it('is a private person without a printed tax number, or a company with a valid adószám', () => {
    const details = { ...emptyInvoice(), invoice_name: 'Kiss Anna', invoice_zipcode: '1095', invoice_city: 'Budapest' };
    expect(invoiceBuyer({ ...details, invoice_taxnumber: '8123456789' }, 'a@example.com')).toMatchObject({
      company: false,
      taxNumber: '',
      country: 'HU',
    });
    const company = { ...details, invoice_type: INVOICE_TYPE_COMPANY, invoice_name: 'Példa Kft.' };
    expect(invoiceBuyer({ ...company, invoice_taxnumber: '12345676-2-41' }, 'b@example.com')).toMatchObject({
      company: true,
      taxNumber: '12345676-2-41',
    });
    expect(() => invoiceBuyer({ ...company, invoice_taxnumber: '12345675-2-41' }, 'b@example.com')).toThrow(RangeError);
  });
});

const issued = (lines = invoiceLines(moneyLines(booking()), EXEMPT)): IssuedInvoice => ({
  ...invoiceTotals(lines),
  number: 'PL-2026-00007',
  kind: 'invoice',
  orderRef: 'p1',
  corrects: null,
  issueDate: '2026-12-07',
  fulfilmentDate: '2026-12-07',
  paymentMethod: 'card',
  seller: { name: 'Pannon Labor Kft.', address: '1095 Budapest', taxNumber: '12345676-2-41' },
  buyer: invoiceBuyer({ ...emptyInvoice(), invoice_name: 'Kiss Anna' }, 'a@example.com'),
  lines,
  notes: '',
});

describe('a refund’s invoice', () => {
  it('reverses every line of the whole invoice (storno), naming it', () => {
    const original = issued();
    const correction = refundCorrection(original, original.gross, false);
    expect(correction.kind).toBe('reversal');
    expect(correction.lines.map((line) => [line.quantity, line.gross])).toEqual([
      [-1, -4500],
      [-1, -1500],
      [-1, -2490],
    ]);
    expect(invoiceTotals(correction.lines).gross).toBe(-original.gross);
    expect(correction.notes).toMatch(/^Sztornó: PL-2026-00007/);
  });

  it('modifies it by the refunded amount for part of it, or for the rest after an earlier partial refund', () => {
    const original = issued();
    const part = refundCorrection(original, 3990, false);
    expect(part.kind).toBe('modification');
    expect(part.lines).toEqual([lineFromGross('Visszatérítés: PL-2026-00007', -3990, 1, 'TAM')]);
    // The 4 500 Ft left after that 3 990 Ft refund: a second modification, not a storno of the whole.
    expect(refundCorrection(original, original.gross - 3990, true)).toMatchObject({ kind: 'modification' });
    expect(invoiceTotals(refundCorrection(original, original.gross - 3990, true).lines).gross).toBe(-4500);
  });

  it('shares a partial refund among VAT treatments in proportion, summing to it exactly', () => {
    const mixed = issued([lineFromGross('Vas', 1000, 1, '27'), lineFromGross('Mintavételi díj', 2000, 1, 'TAM')]);
    const lines = partialRefundLines(mixed, 1001);
    expect(lines.map((line) => [line.vat, line.gross])).toEqual([
      ['TAM', -668],
      ['27', -333],
    ]);
    expect(invoiceTotals(lines).gross).toBe(-1001);
    expect(() => partialRefundLines(mixed, 3000)).toThrow(RangeError);
    expect(() => partialRefundLines(mixed, 0)).toThrow(RangeError);
  });
});

describe('numbers and prefixes', () => {
  it('number by prefix, year and a five-digit sequence; prefixes as számlázz.hu takes them', () => {
    expect(invoiceNumber('PL', 2026, 42)).toBe('PL-2026-00042');
    expect(['PL', 'E2026', 'ABCDEFGHIJ'].every(isInvoicePrefix)).toBe(true);
    expect(['', 'pl', 'PL-1', 'ABCDEFGHIJK'].some(isInvoicePrefix)).toBe(false);
  });
});
