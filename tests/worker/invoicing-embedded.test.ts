import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { embeddedInvoicing } from '../../src/backends/invoicing/embedded';
import { invoicing } from '../../src/backends/invoicing';
import { InvoicingError } from '../../src/backends/invoicing/port';
import { type InvoiceDraft, invoiceNumber } from '../../src/domain/invoice';
import { invoiceDraft, LINES, MONEY as money, SELLER } from '../fixtures/invoices';

// The embedded invoicing port on the real D1 (issue 27; migrations/0023; decision 0064): gapless numbers
// under concurrency, one invoice per order ref, immutable once issued, storno and modifying invoices.

const draft = (orderRef: string, changes: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  ...invoiceDraft(orderRef),
  ...changes,
});

/** A port with its own prefix, so each test's numbering starts at 1 whatever the others issued. */
const port = (prefix: string, now = () => new Date('2026-12-07T10:00:00Z')) =>
  embeddedInvoicing({ db: env.DB, seller: SELLER, prefix, now });

const sequenceOf = (number: string) => Number(number.split('-').at(-1));

describe('embedded invoices', () => {
  it('50 settlements racing get 50 consecutive numbers: no gap, no duplicate', async () => {
    const invoices = port('RACE');
    const issued = await Promise.all(Array.from({ length: 50 }, (_, i) => invoices.issue(draft(`race-${i}`))));
    const sequences = issued.map((invoice) => sequenceOf(invoice.number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(issued.map((invoice) => invoice.orderRef)).size).toBe(50);
    const counter = await env.DB.prepare(
      "SELECT last FROM invoice_counters WHERE prefix = 'RACE' AND year = 2026",
    ).first();
    expect(counter).toEqual({ last: 50 });
  });

  it('issues one invoice per order ref: a retry, even a racing one, gets the same invoice and uses no number', async () => {
    const invoices = port('ONCE');
    const [first, twin] = await Promise.all([invoices.issue(draft('pay-1')), invoices.issue(draft('pay-1'))]);
    expect(twin).toEqual(first);
    expect(await invoices.issue(draft('pay-1'))).toEqual(first);
    expect((await invoices.issue(draft('pay-2'))).number).toBe(invoiceNumber('ONCE', 2026, 2));
  });

  it('skips no number when writing an invoice fails: the counter bump rolls back with it', async () => {
    const invoices = port('GAP');
    const broken = { ...LINES[0], vat: 'XX' as unknown as (typeof LINES)[0]['vat'] };
    await expect(invoices.issue(draft('pay-broken', { lines: [broken] }))).rejects.toBeInstanceOf(InvoicingError);
    expect((await invoices.issue(draft('pay-after'))).number).toBe('GAP-2026-00001');
    const rows = await env.DB.prepare("SELECT number FROM invoices WHERE prefix = 'GAP'").all();
    expect(rows.results).toEqual([{ number: 'GAP-2026-00001' }]);
  });

  it('states what the VAT act asks: dates, number, seller and buyer with tax numbers, lines and totals', async () => {
    const invoice = await port('FULL').issue(draft('pay-full'));
    expect(invoice).toMatchObject({
      number: 'FULL-2026-00001',
      kind: 'invoice',
      corrects: null,
      issueDate: '2026-12-07',
      fulfilmentDate: '2026-12-07',
      seller: SELLER,
      buyer: { name: 'Példa & Társa Kft.', zip: '1095', taxNumber: '12345676-2-41', company: true },
      net: money.total,
      vat: 0,
      gross: money.total,
      notes: 'PO-42\nTárgyi adómentes: Áfa tv. 85. § (1) b)',
    });
    expect(invoice.lines).toEqual(LINES);
  });

  it('numbers each year from 1 again, the year of the Budapest issue date', async () => {
    // 23:30 UTC on 31 December is already the new year in Budapest.
    const invoices = port('YEAR', () => new Date('2026-12-31T23:30:00Z'));
    expect((await invoices.issue(draft('year-1'))).number).toBe('YEAR-2027-00001');
    expect((await port('YEAR').issue(draft('year-2'))).number).toBe('YEAR-2026-00001');
  });

  it('never changes or deletes an issued invoice or its lines', async () => {
    const invoice = await port('KEEP').issue(draft('pay-keep'));
    const db = env.DB;
    await expect(
      db.prepare('UPDATE invoices SET gross = 1 WHERE number = ?').bind(invoice.number).run(),
    ).rejects.toThrow(/never changed/);
    await expect(db.prepare('DELETE FROM invoices WHERE number = ?').bind(invoice.number).run()).rejects.toThrow(
      /never deleted/,
    );
    await expect(db.prepare("UPDATE invoice_lines SET name = 'x'").run()).rejects.toThrow(/never changed/);
    await expect(db.prepare('DELETE FROM invoice_lines').run()).rejects.toThrow(/never deleted/);
  });

  it('reverses a whole refund with a storno invoice in the same series, once per refund', async () => {
    const invoices = port('STORNO');
    const original = await invoices.issue(draft('pay-s'));
    const request = { orderRef: 'refund-s', original, amount: original.gross, date: '2026-12-08', alreadyCorrected: 0 };
    const storno = await invoices.reverse(request);
    expect(storno).toMatchObject({
      number: 'STORNO-2026-00002',
      kind: 'reversal',
      corrects: original.number,
      gross: -original.gross,
      fulfilmentDate: '2026-12-08',
      buyer: original.buyer,
    });
    expect(storno.lines.map((line) => line.gross)).toEqual(original.lines.map((line) => -line.gross));
    expect(await invoices.reverse(request)).toEqual(storno);
    await expect(invoices.reverse({ ...request, orderRef: 'refund-s2' })).rejects.toThrow(/exceeds the 0 Ft/);
  });

  it('modifies the invoice for a partial refund, then for the rest, never beyond what was invoiced', async () => {
    const invoices = port('PART');
    const original = await invoices.issue(draft('pay-p'));
    const base = { original, date: '2026-12-08', alreadyCorrected: 0 };
    const first = await invoices.reverse({ ...base, orderRef: 'refund-p1', amount: 2490 });
    expect(first).toMatchObject({ kind: 'modification', corrects: original.number, gross: -2490 });
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0]).toMatchObject({ name: `Visszatérítés: ${original.number}`, vat: 'TAM', gross: -2490 });
    await expect(invoices.reverse({ ...base, orderRef: 'refund-p2', amount: original.gross })).rejects.toThrow(
      InvoicingError,
    );
    const rest = await invoices.reverse({ ...base, orderRef: 'refund-p3', amount: original.gross - 2490 });
    expect(rest).toMatchObject({ kind: 'modification', gross: -(original.gross - 2490) });
    await expect(invoices.reverse({ ...base, orderRef: 'refund-p4', amount: 1 })).rejects.toMatchObject({
      kind: 'invalid_request',
      retryable: false,
    });
  });

  it('refuses to reverse a reversal or an invoice it never issued', async () => {
    const invoices = port('NOPE');
    const original = await invoices.issue(draft('pay-n'));
    const request = { orderRef: 'refund-n', original, amount: original.gross, date: '2026-12-08', alreadyCorrected: 0 };
    const storno = await invoices.reverse(request);
    await expect(invoices.reverse({ ...request, orderRef: 'refund-n2', original: storno })).rejects.toThrow(
      /Only an invoice/,
    );
    await expect(
      invoices.reverse({ ...request, orderRef: 'refund-n3', original: { ...original, number: 'NOPE-2026-09999' } }),
    ).rejects.toThrow(/Only an invoice/);
  });

  it('keeps the PDF drawn when the invoice was issued: downloads get those bytes, never a new drawing', async () => {
    let drawings = 0;
    const renderPdf = async (invoice: { number: string }) =>
      new TextEncoder().encode(`%PDF-1.7 ${invoice.number} drawing ${++drawings}`);
    const invoices = embeddedInvoicing({ db: env.DB, seller: SELLER, prefix: 'DOC', renderPdf });
    const invoice = await invoices.issue(draft('pay-doc'));
    expect(drawings).toBe(1);
    const first = new TextDecoder().decode((await invoices.pdf(invoice.number))!);
    expect(first).toBe(`%PDF-1.7 ${invoice.number} drawing 1`);
    expect(new TextDecoder().decode((await invoices.pdf(invoice.number))!)).toBe(first);
    expect(drawings).toBe(1);
    await expect(env.DB.prepare("UPDATE invoice_documents SET pdf = x'00'").run()).rejects.toThrow(/never changed/);
    await expect(env.DB.prepare('DELETE FROM invoice_documents').run()).rejects.toThrow(/never deleted/);
    expect(await invoices.pdf('DOC-2026-09999')).toBeNull();
  });

  it('issues the invoice even when its PDF cannot be drawn, and draws it at the first download', async () => {
    let failing = true;
    const renderPdf = async () => {
      if (failing) throw new Error('renderer down');
      return new TextEncoder().encode('%PDF-1.7 later');
    };
    const invoices = embeddedInvoicing({ db: env.DB, seller: SELLER, prefix: 'LATE', renderPdf });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const invoice = await invoices.issue(draft('pay-late'));
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
    await expect(invoices.pdf(invoice.number)).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
    failing = false;
    expect(new TextDecoder().decode((await invoices.pdf(invoice.number))!)).toBe('%PDF-1.7 later');
    await expect(port('LATE').pdf(invoice.number)).resolves.toEqual(new TextEncoder().encode('%PDF-1.7 later'));
    await expect(port('NONE').pdf((await port('NONE').issue(draft('pay-none'))).number)).rejects.toThrow(
      /No invoice PDF renderer/,
    );
  });

  it('is what the test configuration chooses, with the seller and prefix of wrangler.toml', async () => {
    const invoices = invoicing(env);
    expect(invoices.provider).toBe('embedded');
    const invoice = await invoices.issue(draft('pay-config'));
    expect(invoice.number).toMatch(/^TEST-\d{4}-\d{5}$/);
    expect(invoice.seller).toEqual(SELLER);
  });
});
