import { env, SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { demoInvoice, freshPatient } from '../fixtures/booking.mjs';
import type { AppEnv } from '../../src/env';
import { LAB_SERVICE } from '../../src/middleware/labService';
import { ORIGIN, solvedProof } from './helpers';

let client = 0;
/** A client address of its own (TEST-NET-2, RFC 5737): each booking a test makes is another patient's. */
export const freshAddress = () => `198.51.100.${(client = (client % 250) + 1)}`;

/** What an anonymous booking from a browser of its own carries: its address and a solved challenge. */
export async function anonymousBooker(origin = ORIGIN, fetcher?: { fetch: typeof fetch }) {
  return { 'cf-connecting-ip': freshAddress(), 'x-challenge': await solvedProof(origin, fetcher) };
}

/**
 * The product's appointments API as a laboratory system answers a site (decision 0019): to its service
 * key, so the site's own challenge and limits are not asked again.
 */
export const asLabSystem = (api: Hono<AppEnv>) =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('serviceCaller', LAB_SERVICE);
      await next();
    })
    .route('/api', api);

/**
 * What a patient does with the confirmation mail of an on-site booking (decision 0050): the link in it
 * opened, its button pressed. Answers the page's answer to the press.
 */
export async function confirmFromMail(appointmentId: number, origin = ORIGIN): Promise<Response> {
  const link = await confirmationLink(appointmentId);
  if (!link) throw new Error(`No confirmation link in the mail of appointment ${appointmentId}`);
  const path = new URL(link).pathname;
  // Followed as a browser follows it: a press that confirmed goes back to the link (303), which shows it.
  return SELF.fetch(`${origin}${path}`, { method: 'POST', headers: { origin } });
}

/** The confirm link of the booking's confirmation mail, once the mail is written (after the answer). */
export async function confirmationLink(appointmentId: number, budgetMs = 10_000): Promise<string | undefined> {
  const until = Date.now() + budgetMs;
  for (;;) {
    const mail = await env.DB.prepare(
      `SELECT text_body FROM mail_outbox WHERE appointment_id = ?1 AND kind = 'confirmation' ORDER BY id DESC LIMIT 1`,
    )
      .bind(appointmentId)
      .first<{ text_body: string }>();
    const link = /https?:\/\/[^\s)\]]*\/idopont-megerosites\/[^\s)\]]+/.exec(mail?.text_body ?? '')?.[0];
    if (link || Date.now() > until) return link;
    await scheduler.wait(20);
  }
}

/**
 * A booking request as the summary step sends it: the Alap laborcsomag at Váci út (location 1), on site,
 * by a patient of their own; `fields` name the date, time and anything else.
 */
export const bookingRequest = (fields: Record<string, unknown>) => ({
  idempotency_key: crypto.randomUUID(),
  language: 'hu',
  location_id: 1,
  package_ids: [1],
  test_ids: [],
  payment_type: 'ONSITE',
  person: freshPatient(),
  invoice: demoInvoice,
  ...fields,
});
