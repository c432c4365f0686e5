import type { Context } from 'hono';
import { appointmentsBackend } from '../../backends/lab';
import type { Appointment } from '../../domain/appointment';
import type { AppEnv } from '../../env';
import { countMiss, guessingWait, isHashShaped } from '../../services/linkLimits';
import { clientIp } from '../api/caller';
import { isCrawler } from '../../domain/crawlers';
import { localePath } from '../../i18n/lang';
import { messages } from '../../i18n/messages';
import { ErrorPage, tooManyGuesses } from '../errors';
import { RESEND_PATH } from './resendLinks';

/**
 * The booking a page's hash link names (the manage pages, the information sheets, the calendar file),
 * under the same guessing limit as the API's hash calls (issue 12 point 8, docs/decisions/0021): one
 * budget of misses per address for pages and API alike, so switching between them buys a guesser
 * nothing. A hash that names no booking is the dead-link page (a 404) and counts as a miss; past the
 * limit every hash page from that address is the 429 page, hits included, before anything is looked up.
 */
export async function bookingByLink(c: Context<AppEnv>, hash: string): Promise<Appointment | Response> {
  const ip = clientIp(c);
  const wait = await guessingWait(c.env.DB, ip);
  if (wait) return tooManyGuesses(c, wait);
  const appointment = isHashShaped(hash) ? await appointmentsBackend(c.env).get(hash) : null;
  if (appointment) return appointment;
  await countMiss(c.env.DB, ip);
  return deadBookingLink(c);
}

/**
 * A booking link that leads nowhere any more (mistyped, or its booking ended): the 404 page, saying so and
 * offering the links again by e-mail (issue 25: every dead link offers a new one; /idopont-linkek sends
 * them only to the address the booking was made with).
 */
export function deadBookingLink(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  if (isCrawler(c.req.header('user-agent'))) return c.text('Not Found', 404);
  const lang = c.get('lang') ?? 'hu';
  const m = messages(lang);
  c.status(404);
  return c.render(
    <ErrorPage
      lang={lang}
      status={404}
      note={m.deadBookingLink}
      action={{ href: localePath(lang, RESEND_PATH), label: m.askForBookingLinks }}
    />,
    { title: m.notFoundTitle, noindex: true },
  );
}
