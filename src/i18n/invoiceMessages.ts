/**
 * What the patient reads about invoices (issue 27 point 3): the mail with the download link, the
 * invoices on /sajat, the line on the success page. Invoices themselves are Hungarian documents and are
 * printed in Hungarian whatever the booking's language; only the words around them are translated.
 */
import type { InvoiceKind as Kind } from '../domain/invoice';
import type { Lang } from './lang';

export interface InvoiceMessages {
  kind: Record<Kind, string>;
  mailSubject: (kind: Kind, number: string) => string;
  mailIntro: (kind: Kind, reference: string) => string;
  number: string;
  amount: string;
  issued: string;
  download: string;
  mailAfter: string;
  accountTitle: string;
  accountNone: string;
  pending: string;
  refused: string;
  successLine: string;
}

export const INVOICE_MESSAGES: Record<Lang, InvoiceMessages> = {
  hu: {
    kind: { invoice: 'Számla', reversal: 'Sztornó számla', modification: 'Módosító számla' },
    mailSubject: (kind, number) => `${INVOICE_MESSAGES.hu.kind[kind]}: ${number}`,
    mailIntro: (kind, reference) =>
      kind === 'invoice'
        ? `Elkészült a ${reference} foglalás számlája. A PDF-et az alábbi gombbal töltheti le.`
        : `A ${reference} foglalás visszatérítéséről elkészült a ${kind === 'reversal' ? 'sztornó' : 'módosító'} számla. A PDF-et az alábbi gombbal töltheti le.`,
    number: 'Számlaszám',
    amount: 'Összeg',
    issued: 'Kiállítva',
    download: 'Számla letöltése (PDF)',
    mailAfter: 'A link csak Önnek szól: ne továbbítsa. A számlát fiókjában, a Foglalásaim oldalon is megtalálja.',
    accountTitle: 'Számlák',
    accountNone: 'Még nincs kiállított számlája.',
    pending: 'Kiállítás alatt',
    refused: 'Kiállítása elakadt: munkatársunk felveszi Önnel a kapcsolatot',
    successLine: 'A számlát hamarosan e-mailben küldjük; fiókjában is megtalálja.',
  },
  en: {
    kind: { invoice: 'Invoice', reversal: 'Reversing invoice', modification: 'Modifying invoice' },
    mailSubject: (kind, number) => `${INVOICE_MESSAGES.en.kind[kind]}: ${number}`,
    mailIntro: (kind, reference) =>
      kind === 'invoice'
        ? `The invoice of booking ${reference} is ready. Download the PDF with the button below.`
        : `The ${kind === 'reversal' ? 'reversing' : 'modifying'} invoice for the refund of booking ${reference} is ready. Download the PDF with the button below.`,
    number: 'Invoice number',
    amount: 'Amount',
    issued: 'Issued',
    download: 'Download the invoice (PDF)',
    mailAfter:
      'The link is meant for you only: do not forward it. You also find the invoice in your account, under My bookings. Invoices are issued in Hungarian.',
    accountTitle: 'Invoices',
    accountNone: 'No invoice has been issued to you yet.',
    pending: 'Being issued',
    refused: 'Held up: our staff will contact you',
    successLine: 'We will e-mail you the invoice shortly; you also find it in your account.',
  },
};

/** The download link's path: one for both languages, the PDF is the same document. */
export const invoicePath = (token: string) => `/szamla/${token}`;
