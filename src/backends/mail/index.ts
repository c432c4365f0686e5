/**
 * Sending mail (DESIGN.md, Ports: mail). MAIL_TRANSPORT chooses the implementation: "outbox" (the
 * default) stores the message as sent, and /dev/outbox is the inbox; "http" stores it as pending, hands
 * it to the mail API at once and leaves failures to `retryPendingMail`, which the cron calls. Every
 * message the site sends comes through `sendMail`, which spends the recipient's mail budget first
 * (./budget.ts).
 */
import { mailProblems, requireProductionConfig } from '../../config/production';
import type { Bindings } from '../../env';
import { type MailBudget, spendBudget } from './budget';
import { httpMailTransport } from './http';
import { dueMail, insertMail, markMailFailed, markMailSent } from '../../db/mailOutbox';
import type { MailMessage, MailResult, StoredMail } from '../../domain/mail';
import type { MailTransport } from './port';

type MailConfig = Pick<
  Bindings,
  'DB' | 'ENVIRONMENT' | 'MAIL_TRANSPORT' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM' | 'XSRF_SECRET'
>;

export interface MailOptions {
  now?: Date;
  /** Injected in tests instead of the global fetch. */
  fetch?: typeof fetch;
  /** 'exempt' only where the mail follows money actually moving (./budget.ts); 'counted' by default. */
  budget?: MailBudget;
  /**
   * Work that only makes sense when the message goes out, run just before it is stored and skipped with
   * it when the budget suppresses it: storing the one-time token its link carries, which retires the
   * links sent before (db/accounts.ts insertAuthToken), must not happen for a link nobody receives.
   */
  beforeStore?: () => Promise<void>;
}

/** Minutes to wait after the 1st, 2nd, … failed attempt; after the last one the message is 'failed'. */
export const RETRY_MINUTES = [1, 5, 15, 60, 180, 720];

/**
 * The HTTP transport when configured; null when storing in the outbox is the delivery. In production
 * the outbox is never the delivery (docs/decisions/0015): without the HTTP API's settings this throws.
 */
export function mailTransport(env: MailConfig, options: MailOptions = {}): MailTransport | null {
  requireProductionConfig('Mail', env, mailProblems);
  switch (env.MAIL_TRANSPORT ?? 'outbox') {
    case 'outbox':
    case '':
      return null;
    case 'http':
      if (!env.MAIL_API_URL) throw new Error('MAIL_TRANSPORT is "http" but MAIL_API_URL is not set');
      if (!env.MAIL_FROM) throw new Error('MAIL_TRANSPORT is "http" but MAIL_FROM is not set');
      return httpMailTransport({
        url: env.MAIL_API_URL,
        apiKey: env.MAIL_API_KEY,
        from: env.MAIL_FROM,
        fetch: options.fetch,
      });
    default:
      throw new Error(`Unknown MAIL_TRANSPORT "${env.MAIL_TRANSPORT}"; expected "outbox" or "http"`);
  }
}

/** One delivery attempt of a stored message; a failure is recorded with its next attempt, never thrown. */
async function attempt(db: D1Database, transport: MailTransport, mail: StoredMail, now: Date): Promise<StoredMail> {
  try {
    await transport.deliver(mail);
    await markMailSent(db, mail.id, now);
    return { ...mail, status: 'sent', attempts: mail.attempts + 1, sentAt: now.toISOString(), nextAttemptAt: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const wait = RETRY_MINUTES[mail.attempts];
    const retryAt = wait === undefined ? null : new Date(now.getTime() + wait * 60_000);
    console.error(`Mail ${mail.id} (${mail.kind}) not delivered, attempt ${mail.attempts + 1}: ${message}`);
    await markMailFailed(db, mail.id, message, retryAt);
    return {
      ...mail,
      status: retryAt ? 'pending' : 'failed',
      attempts: mail.attempts + 1,
      lastError: message,
      nextAttemptAt: retryAt?.toISOString() ?? null,
    };
  }
}

/**
 * Counts the message against its recipient's budget; within it (or exempt), stores the message and, with
 * the HTTP transport, tries to deliver it once right away. Past it, answers the suppressed record.
 */
export async function sendMail(env: MailConfig, message: MailMessage, options: MailOptions = {}): Promise<MailResult> {
  const now = options.now ?? new Date();
  const transport = mailTransport(env, options);
  const suppressed = await spendBudget(env, message, options.budget ?? 'counted', now);
  if (suppressed) return suppressed;
  await options.beforeStore?.();
  if (!transport) return insertMail(env.DB, message, 'sent', now);
  const stored = await insertMail(env.DB, message, 'pending', now);
  return attempt(env.DB, transport, stored, now);
}

/** The cron's retry of the outbox: every pending message that is due gets one more attempt. */
export async function retryPendingMail(env: MailConfig, now: Date, options: MailOptions = {}): Promise<StoredMail[]> {
  const transport = mailTransport(env, options);
  if (!transport) return [];
  const due = await dueMail(env.DB, now);
  const results: StoredMail[] = [];
  for (const mail of due) results.push(await attempt(env.DB, transport, mail, now));
  return results;
}
