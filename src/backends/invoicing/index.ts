import { invoiceSettingsProblems, invoicingProblems, requireProductionConfig } from '../../config/production';
import { isVatKey, type IssuedInvoice, type Seller, type VatSettings } from '../../domain/invoice';
import type { Bindings } from '../../env';
import { embeddedInvoicing } from './embedded';
import type { InvoicingPort } from './port';
import { invoiceService, remoteSzamlazzhu, SZAMLAZZHU_URL } from './service';

/**
 * The invoicing port chosen by config (DESIGN.md, Ports: invoicing; docs/decisions/0064):
 * - INVOICING (var): "embedded" (default outside production; invoices in D1) or "szamlazzhu".
 * - INVOICE_PREFIX, INVOICE_SELLER_NAME, INVOICE_SELLER_ADDRESS, INVOICE_SELLER_TAX_NUMBER (vars).
 * - SZAMLAZZHU_URL (var; the live agent when empty) and SZAMLAZZHU_AGENT_KEY (secret).
 * - INVOICE_SERVICE (service binding to `lab-invoicing`, docs/decisions/0065): it draws the embedded
 *   invoices' PDFs and runs the számlázz.hu adapter, neither of which fits in this worker.
 * In production only számlázz.hu, fully configured, is ever returned: anything else throws a
 * ConfigurationError naming the settings (src/config/production.ts).
 */
export function invoicing(env: Bindings): InvoicingPort {
  requireProductionConfig('Invoicing', env, invoicingProblems);
  const problems = [...invoicingProblems(env, false), ...invoiceSettingsProblems(env)];
  if (problems.length) {
    throw new Error(`Invoicing is not configured: ${problems.map((p) => `${p.setting} ${p.problem}`).join('; ')}`);
  }
  const seller = invoiceSeller(env);
  const service = env.INVOICE_SERVICE ? invoiceService(env.INVOICE_SERVICE) : null;
  const choice = env.INVOICING || 'embedded';
  if (choice === 'embedded') {
    // Without the service the invoices are still issued; their PDFs wait for it (embedded.ts).
    const renderPdf = service ? (invoice: IssuedInvoice) => service.renderPdf(invoice) : undefined;
    return embeddedInvoicing({ db: env.DB, seller, prefix: env.INVOICE_PREFIX, renderPdf });
  }
  if (!env.SZAMLAZZHU_AGENT_KEY) throw new Error('SZAMLAZZHU_AGENT_KEY must be set for INVOICING = "szamlazzhu"');
  if (!service) throw new Error('INVOICE_SERVICE must be bound for INVOICING = "szamlazzhu"');
  return remoteSzamlazzhu(service, {
    url: env.SZAMLAZZHU_URL || SZAMLAZZHU_URL,
    agentKey: env.SZAMLAZZHU_AGENT_KEY,
    prefix: env.INVOICE_PREFIX,
    seller,
  });
}

export const invoiceSeller = (env: Bindings): Seller => ({
  name: env.INVOICE_SELLER_NAME.trim(),
  address: env.INVOICE_SELLER_ADDRESS.trim(),
  taxNumber: env.INVOICE_SELLER_TAX_NUMBER.trim(),
});

/** Each line kind's VAT (INVOICE_VAT_ITEMS, INVOICE_VAT_SAMPLING_FEE); checked by invoicingProblems. */
export function invoiceVat(env: Bindings): VatSettings {
  const items = env.INVOICE_VAT_ITEMS;
  const samplingFee = env.INVOICE_VAT_SAMPLING_FEE;
  if (!isVatKey(items) || !isVatKey(samplingFee))
    throw new Error('INVOICE_VAT_ITEMS or INVOICE_VAT_SAMPLING_FEE is unknown');
  return { items, samplingFee };
}
