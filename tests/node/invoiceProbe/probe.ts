import { invoiceService } from '../../../src/backends/invoicing/service';
import type { IssuedInvoice } from '../../../src/domain/invoice';

/** GET /_build: ready (startDevServer's check). POST /pdf with an issued invoice: its PDF, over RPC. */
export default {
  async fetch(request: Request, env: { INVOICE_SERVICE: Fetcher }) {
    const { pathname } = new URL(request.url);
    if (pathname === '/_build') return new Response('ready');
    if (pathname !== '/pdf' || request.method !== 'POST') return new Response('Not found', { status: 404 });
    const pdf = await invoiceService(env.INVOICE_SERVICE).renderPdf((await request.json()) as IssuedInvoice);
    return new Response(pdf.slice(), { headers: { 'content-type': 'application/pdf' } });
  },
};
