import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../scripts/lib/local.mjs';
import { invoiceDraft, issuedInvoice } from '../fixtures/invoices';

// lab-invoicing as `wrangler dev` runs it beside the site (decision 0065): built by wrangler, the Inter
// fonts as Data modules (an ArrayBuffer each; the worker tests run an esbuild bundle with the fonts as
// bytes instead), called over the same service binding the site declares, by a probe worker
// (invoiceProbe/), since no site route serves an invoice PDF yet. Read back with poppler.

const PORT = Number(process.env.INVOICE_PROBE_PORT ?? 8796);
let server: Awaited<ReturnType<typeof startDevServer>>;

beforeAll(async () => {
  server = await startDevServer({
    port: PORT,
    persistTo: mkdtempSync(join(tmpdir(), 'invoice-probe-')),
    quiet: true,
    configs: ['tests/node/invoiceProbe/wrangler.toml', 'workers/invoicing/wrangler.toml'],
  });
}, 240_000);

afterAll(() => server?.stop());

const draft = invoiceDraft('probe-1', false);
const invoice = issuedInvoice(draft, {
  buyer: { ...draft.buyer, name: 'Kőműves Űrhajós' },
  number: 'DEV-2026-00007',
});

describe('the invoicing worker under wrangler dev', () => {
  it('draws an invoice over the service binding, in Inter with the Hungarian letters', async () => {
    const res = await fetch(`${server.origin}/pdf`, { method: 'POST', body: JSON.stringify(invoice) });
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'invoice-probe-pdf-')), 'invoice.pdf');
    writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Sorszám: DEV-2026-00007');
    expect(text).toContain('Kőműves Űrhajós');
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/Inter-Regular/);
    expect(fonts).toMatch(/Inter-Bold/);
  });
});
