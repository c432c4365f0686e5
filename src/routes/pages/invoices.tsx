/**
 * An issued invoice's PDF behind its mailed link (issue 27 point 3): /szamla/<token>, where the token is
 * 32 random bytes kept with the invoice (src/db/invoiceRequests.ts). Personal like the booking links: never
 * cached (no-store), never indexed, under the same guessing limit (a token that names no invoice counts
 * as a miss, and past the limit every hash link from that address is the 429 page).
 */
import { Hono } from 'hono';
import { invoicing } from '../../backends/invoicing';
import { InvoicingError } from '../../backends/invoicing/port';
import { issuedInvoiceByToken } from '../../db/invoiceRequests';
import type { AppEnv } from '../../env';
import { messages } from '../../i18n/messages';
import { countMiss, guessingWait } from '../../services/linkLimits';
import { clientIp } from '../api/caller';
import { ErrorPage, tooManyGuesses } from '../errors';
import { deadBookingLink } from './hashLink';

export const invoicePages = new Hono<AppEnv>();

const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

invoicePages.get('/szamla/:token', async (c) => {
  const ip = clientIp(c);
  const wait = await guessingWait(c.env.DB, ip);
  if (wait) return tooManyGuesses(c, wait);
  const token = c.req.param('token');
  const request = isTokenShaped(token) ? await issuedInvoiceByToken(c.env.DB, token) : null;
  if (!request?.number) {
    await countMiss(c.env.DB, ip);
    return deadBookingLink(c);
  }
  let pdf: Uint8Array | null;
  try {
    pdf = await invoicing(c.env).pdf(request.number);
  } catch (error) {
    if (!(error instanceof InvoicingError)) throw error;
    console.error(`The PDF of invoice ${request.number} could not be given`, error);
    const lang = c.get('lang') ?? 'hu';
    c.status(503);
    c.header('Retry-After', '300');
    c.header('Cache-Control', 'no-store');
    return c.render(<ErrorPage lang={lang} status={503} />, { title: messages(lang).unavailableTitle, noindex: true });
  }
  if (!pdf) return deadBookingLink(c);
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="szamla-${request.number}.pdf"`);
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.body(pdf as Uint8Array<ArrayBuffer>);
});
