/**
 * The mail that brings an issued invoice (issue 27 point 3): its number, amount and a button to the PDF
 * behind an unguessable link (/szamla/<token>, no-store, under the hash links' guessing limit). It goes
 * to the address the invoice was made out for, in the booking's language, once per invoice; like every
 * mail that follows money, the recipient's mail budget never suppresses it.
 */
import { appointmentsBackend } from '../backends/lab';
import { sendMail } from '../backends/mail';
import type { InvoiceRequest } from '../db/invoiceRequests';
import { personName } from '../domain/personName';
import { formatPrice } from '../domain/prices';
import type { Bindings } from '../env';
import { formatDay } from '../i18n/dates';
import { INVOICE_MESSAGES, invoicePath } from '../i18n/invoiceMessages';
import { type Lang, localePath } from '../i18n/lang';
import { MAIL_MESSAGES } from '../i18n/mailMessages';
import { renderMail } from './layout';

export async function mailInvoiceLink(env: Bindings, request: InvoiceRequest): Promise<void> {
  const invoice = request.invoice;
  if (!invoice) throw new Error(`Invoice request ${request.order_ref} is not issued`);
  const appointment = await appointmentsBackend(env).get(request.appointment_hash);
  const lang: Lang = appointment?.language === 'en' ? 'en' : 'hu';
  const t = INVOICE_MESSAGES[lang];
  const m = MAIL_MESSAGES[lang];
  const origin = env.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const reference = appointment?.reference ?? '';
  await sendMail(
    env,
    {
      kind: 'invoice',
      to: invoice.buyer.email,
      language: lang,
      appointmentId: appointment?.id ?? null,
      ...(await renderMail({
        lang,
        origin,
        heading: t.mailSubject(invoice.kind, invoice.number),
        greeting: m.greeting(appointment ? personName(appointment.person, lang) : ''),
        intro: t.mailIntro(invoice.kind, reference),
        sections: [
          {
            title: t.kind[invoice.kind],
            lines: [
              { text: t.number, value: invoice.number },
              { text: t.issued, value: formatDay(lang, invoice.issueDate) },
              { text: t.amount, value: formatPrice(invoice.gross, lang) },
            ],
            buttons: [{ text: t.download, href: `${origin}${localePath(lang, invoicePath(request.token))}` }],
          },
        ],
        outro: [t.mailAfter, m.signature],
      })),
      attachments: [],
    },
    { budget: 'exempt' },
  );
}
