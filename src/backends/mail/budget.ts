/**
 * One mail budget per recipient (issue 24 point 3; DESIGN.md, Security baseline: "one per-recipient mail
 * budget"). Every message to an address a visitor typed counts against it, whatever its kind and whoever
 * asked for it, so no form of the site (booking, the links sent again, sign-up, password reset) can be
 * used to fill a stranger's mailbox. Past the budget a message is suppressed: neither stored nor
 * delivered, never kept for later, and logged without the address. What it was sent for still happens.
 *
 * The count lives with the other attempt limits in D1 (src/auth/rateLimit.ts), one atomic upsert per
 * message, so parallel sends cannot all slip under it; the recipient is named there by a keyed hash
 * (src/lib/subjectHash.ts), never in clear.
 */
import { countOne, type Limit } from '../../auth/rateLimit';
import type { MailMessage, SuppressedMail } from '../../domain/mail';
import { subjectHash, subjectSecret } from '../../lib/subjectHash';

/**
 * Six an hour: the most one patient asks for in an hour is about that many (a booking, a change of its
 * time and place, a change of their data, the links asked for again, a password reset); a seventh within
 * the hour is someone else's doing or a loop.
 */
export const MAIL_BUDGET = { name: 'mail:recipient', max: 6, windowMinutes: 60 } satisfies Limit;

/**
 * 'exempt': a mail that follows money actually moving (a refund notice, the confirmation of a verified
 * online payment). It still counts, but is never suppressed: nobody can cause one without paying, and the
 * patient must hear about their money.
 */
export type MailBudget = 'counted' | 'exempt';

/**
 * Counts the message against its recipient's budget; answers the suppressed message's record when the
 * budget has no room for it (and logs it), else null.
 */
export async function spendBudget(
  env: { DB: D1Database; XSRF_SECRET?: string },
  message: MailMessage,
  budget: MailBudget,
  now: Date,
): Promise<SuppressedMail | null> {
  const recipient = await subjectHash(subjectSecret(env), 'email', message.to);
  const { count } = await countOne(env.DB, [MAIL_BUDGET, recipient], now);
  if (count <= MAIL_BUDGET.max || budget === 'exempt') return null;
  const appointmentId = message.appointmentId ?? null;
  const about = appointmentId === null ? '' : ` for appointment ${appointmentId}`;
  // Nothing personal: the kind, the language, the booking's number and the count say what was held back.
  console.warn(
    `Mail budget: ${message.kind} mail (${message.language})${about} suppressed, ` +
      `its recipient had ${count - 1} this hour (budget ${MAIL_BUDGET.max})`,
  );
  return { status: 'suppressed', kind: message.kind, language: message.language, appointmentId, count };
}
