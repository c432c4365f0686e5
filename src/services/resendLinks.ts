/**
 * "Lost the mail?" (issue 15 point 8; docs/decisions/0040): a booking's manage links sent again to the
 * address it holds, for whoever names that address and the booking's day. Nothing of the answer may
 * tell whether such a booking exists:
 * - the limits count every request, per client address and per e-mail address, before anything is
 *   looked up (src/services/linkLimits.ts);
 * - the lookup is the same work either way: the day's confirmed bookings through the laboratory port
 *   (`confirmedOn`, which the reminders use too), filtered here, so its time depends on the day, not on
 *   a match;
 * - composing and sending the mails runs after the answer (waitUntil), whether there is one, several
 *   or none, so the answer's timing does not carry it either; a failure there is logged, never answered.
 * Only confirmed bookings count: a hold still waiting for its payment has had no confirmation to lose.
 */
import { appointmentsBackend, cachedLocations } from '../backends/lab';
import { sendMail } from '../backends/mail';
import type { Appointment } from '../domain/appointment';
import type { Bindings } from '../env';
import type { Lang } from '../i18n/lang';
import { manageLinksMail } from '../mail/manageLinksMail';
import { resendWait } from './linkLimits';
import { byParty } from '../domain/party';

export interface ResendRequest {
  /** Trimmed and lower-cased by the caller's schema. */
  email: string;
  /** The booking's Budapest day, 'YYYY-MM-DD'. */
  date: string;
  lang: Lang;
  /** The client's address, for its limit. */
  ip: string;
}

/**
 * Counts the request, and past a limit answers the seconds to wait; else finds the bookings and hands
 * their mails to `defer` (the request's waitUntil) and answers 0. Throws when the laboratory backend
 * fails, whether or not a booking would have matched.
 */
export async function resendManageLinks(
  env: Bindings,
  request: ResendRequest,
  defer: (work: Promise<unknown>) => Promise<unknown>,
): Promise<number> {
  const wait = await resendWait(env, request.ip, request.email);
  if (wait) return wait;
  const day = await appointmentsBackend(env).confirmedOn(request.date);
  const matches = day.filter((booking) => booking.person.email.trim().toLowerCase() === request.email);
  await defer(mailLinks(env, matches, request.lang));
  return 0;
}

/** One mail per booking, to the address it holds; a failure is logged for each and the rest still go. */
async function mailLinks(env: Bindings, bookings: Appointment[], lang: Lang): Promise<void> {
  // A family booking's people at this address go together in one mail (decision 0055).
  for (const people of byParty(bookings)) {
    try {
      const ids = [...new Set(people.map((person) => person.location_id))];
      const locations = await cachedLocations(env, { language: lang, location_ids: ids });
      const missing = ids.find((id) => !locations.some((location) => location.id === id));
      if (missing !== undefined) throw new Error(`Location ${missing} not found`);
      await sendMail(env, await manageLinksMail({ people, locations, lang, origin: env.PUBLIC_ORIGIN }));
    } catch (error) {
      console.error(`The links of booking ${people[0]!.id} could not be sent again`, error);
    }
  }
}
