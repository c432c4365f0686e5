import type { Context } from 'hono';
import { appointmentsBackend } from '../../backends/lab';
import type { Appointment } from '../../domain/appointment';
import type { AppEnv } from '../../env';
import { countMiss, guessingWait, isHashShaped } from '../../services/linkLimits';
import { clientIp } from '../api/caller';
import { notFound, tooManyGuesses } from '../errors';

/**
 * The booking a page's hash link names (the manage pages, the information sheets, the calendar file),
 * under the same guessing limit as the API's hash calls (issue 12 point 8, docs/decisions/0021): one
 * budget of misses per address for pages and API alike, so switching between them buys a guesser
 * nothing. A hash that names no booking is the 404 page and counts as a miss; past the limit every
 * hash page from that address is the 429 page, hits included, before anything is looked up.
 */
export async function bookingByLink(c: Context<AppEnv>, hash: string): Promise<Appointment | Response> {
  const ip = clientIp(c);
  const wait = await guessingWait(c.env.DB, ip);
  if (wait) return tooManyGuesses(c, wait);
  const appointment = isHashShaped(hash) ? await appointmentsBackend(c.env).get(hash) : null;
  if (appointment) return appointment;
  await countMiss(c.env.DB, ip);
  return notFound(c);
}
