/**
 * The invoicing worker, `lab-invoicing` (docs/decisions/0065; workers/invoicing/wrangler.toml): the
 * invoice PDF renderer (pdf-lib, fontkit, Inter) and the számlázz.hu adapter (fast-xml-parser), which
 * together weigh more than the site worker has left under its budget (decision 0064). The site calls it
 * over a service binding (INVOICE_SERVICE) with Workers RPC; it has no public route.
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import interBold from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf';
import interRegular from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf';
import type {
  AgentCall,
  AgentResult,
  AgentSettings,
  AgentValue,
  InvoiceServiceRpc,
} from '../backends/invoicing/service';
import { InvoicingError, type InvoicingPort } from '../backends/invoicing/port';
import { szamlazzhuInvoicing } from '../backends/invoicing/szamlazzhu';
import type { IssuedInvoice } from '../domain/invoice';
import { type InvoiceFonts, renderInvoicePdf } from '../invoicePdf/render';

/**
 * A font file's bytes: wrangler hands a Data module over as an ArrayBuffer, esbuild's binary loader
 * (the vitest build, vitest.config.mts) as a Uint8Array.
 */
const bytesOf = (data: ArrayBuffer | Uint8Array) => (data instanceof Uint8Array ? data : new Uint8Array(data));

/** Read once per isolate: every rendering embeds a subset of the same two fonts. */
const FONTS: InvoiceFonts = { regular: bytesOf(interRegular), bold: bytesOf(interBold) };

function run(port: InvoicingPort, call: AgentCall) {
  if (call.op === 'issue') return port.issue(call.draft);
  if (call.op === 'reverse') return port.reverse(call.request);
  return port.pdf(call.number);
}

export class InvoiceService extends WorkerEntrypoint implements InvoiceServiceRpc {
  async renderPdf(invoice: IssuedInvoice): Promise<Uint8Array> {
    return renderInvoicePdf(invoice, FONTS);
  }

  /**
   * One call of the számlázz.hu port with this worker's fetch. Its InvoicingErrors are answered as data:
   * thrown across RPC they would arrive without their kind and code. Anything else is thrown, and the
   * site reads it as `unavailable`.
   */
  async agent<Call extends AgentCall>(settings: AgentSettings, call: Call): Promise<AgentResult<AgentValue<Call>>> {
    try {
      const value = (await run(szamlazzhuInvoicing(settings), call)) as AgentValue<Call>;
      return { ok: true, value };
    } catch (error) {
      if (!(error instanceof InvoicingError)) throw error;
      return { ok: false, kind: error.kind, code: error.code, message: error.message };
    }
  }
}

export default {
  fetch: () => new Response('Not found', { status: 404 }),
} satisfies ExportedHandler;
