import { env } from 'cloudflare:test';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, inject, it } from 'vitest';
import { invoicing } from '../../src/backends/invoicing';
import { InvoicingError } from '../../src/backends/invoicing/port';
import { invoiceService } from '../../src/backends/invoicing/service';
import { keptInvoicePdf } from '../../src/db/invoices';
import type { Bindings } from '../../src/env';
import { invoiceDraft, STAND_IN_ACCOUNT } from '../fixtures/invoices';
import { SzamlaAgentStandIn } from './szamlazzhuStandIn';

// The invoicing worker `lab-invoicing` behind the site's INVOICE_SERVICE binding (docs/decisions/0065),
// run by the pool as an auxiliary worker (vitest.config.mts): the embedded invoices' PDFs drawn there, and
// the számlázz.hu adapter run there against a stand-in agent served over HTTP by node
// (szamlazzhu-global-setup.ts), so every call crosses the RPC boundary and the network.

const STAND_IN = inject('szamlazzhuStandIn');
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function standIn(
  path: string,
): Promise<{ calls: string[]; documents: Array<{ number: string; externalId: string }> }> {
  return (await fetch(`${STAND_IN}/stand-in/${path}`)).json();
}

/** The site's invoicing port with INVOICING = "szamlazzhu", the agent at the stand-in. */
const szamlazzhu = (agentKey = STAND_IN_ACCOUNT.agentKey) =>
  invoicing({
    ...env,
    INVOICING: 'szamlazzhu',
    SZAMLAZZHU_URL: `${STAND_IN}/szamla/`,
    SZAMLAZZHU_AGENT_KEY: agentKey,
    INVOICE_PREFIX: STAND_IN_ACCOUNT.prefix,
  } as Bindings);

describe('embedded invoices, their PDFs drawn by the invoicing worker', () => {
  it('draws the issued invoice over RPC, keeps it, and gives the kept bytes again', async () => {
    const invoices = invoicing(env);
    const invoice = await invoices.issue(invoiceDraft('rpc-pdf-1'));
    const pdf = (await invoices.pdf(invoice.number))!;
    expect(text(pdf.slice(0, 5))).toBe('%PDF-');
    // The renderer's own document (src/invoicePdf/render.ts), not a stand-in: its title names the invoice.
    const document = await PDFDocument.load(pdf);
    expect(document.getTitle()).toBe(`SZÁMLA ${invoice.number}`);
    expect(document.getPageCount()).toBe(1);
    expect(await keptInvoicePdf(env.DB, invoice.number)).toEqual(pdf);
    expect(await invoices.pdf(invoice.number)).toEqual(pdf);
  });

  it('answers renderPdf with the bytes of a PDF', async () => {
    const invoice = await invoicing(env).issue(invoiceDraft('rpc-pdf-2', false));
    const pdf = await invoiceService(env.INVOICE_SERVICE).renderPdf(invoice);
    expect(pdf).toBeInstanceOf(Uint8Array);
    expect((await PDFDocument.load(pdf)).getTitle()).toBe(`SZÁMLA ${invoice.number}`);
  });
});

describe('számlázz.hu through the invoicing worker', () => {
  it('issues the invoice at the agent and gives back its number and the agent’s PDF', async () => {
    const invoice = await szamlazzhu().issue(invoiceDraft('rpc-agent-1'));
    expect(invoice).toMatchObject({ orderRef: 'rpc-agent-1', kind: 'invoice' });
    expect(invoice.number).toMatch(/^RPC-2026-\d+$/);
    const { documents } = await standIn('state');
    expect(documents.filter((document) => document.externalId === 'rpc-agent-1')).toHaveLength(1);
    expect(text((await szamlazzhu().pdf(invoice.number))!)).toBe(SzamlaAgentStandIn.pdfOf(invoice.number));
    expect(await szamlazzhu().pdf('RPC-2026-99999')).toBeNull();
  });

  it('a retry after a lost answer finds the invoice issued the first time', async () => {
    await standIn('fail-next?failure=lose_answer&action=action-xmlagentxmlfile');
    const lost = await szamlazzhu()
      .issue(invoiceDraft('rpc-agent-lost'))
      .catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(InvoicingError);
    expect(lost).toMatchObject({ kind: 'unavailable', retryable: true });
    const retried = await szamlazzhu().issue(invoiceDraft('rpc-agent-lost'));
    const { documents } = await standIn('state');
    const issued = documents.filter((document) => document.externalId === 'rpc-agent-lost');
    expect(issued.map((document) => document.number)).toEqual([retried.number]);
  });

  it('a refused key arrives as a credentials InvoicingError with the agent’s code', async () => {
    const refused = await szamlazzhu('not-the-agent-key')
      .issue(invoiceDraft('rpc-agent-key'))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvoicingError);
    expect(refused).toMatchObject({ kind: 'credentials', code: 3, retryable: false });
    expect((refused as Error).message).toMatch(/számlázz\.hu refused the look-up: 3/);
  });
});
