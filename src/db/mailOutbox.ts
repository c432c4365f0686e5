/**
 * The mail outbox in D1 (migrations/0006): the embedded mail implementation and the retry queue of the
 * HTTP one (src/backends/mail). Plain functions on the database with bound parameters and one row
 * mapper (STYLE.md).
 */
import type { MailAttachment, MailMessage, MailStatus, StoredMail } from '../domain/mail';
import type { Lang } from '../i18n/lang';

interface MailRow {
  id: number;
  kind: string;
  to_address: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string;
  appointment_id: number | null;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
}

type StoredAttachment = { filename: string; content_type: string; content: string };

function toStoredMail(row: MailRow): StoredMail {
  const attachments = (JSON.parse(row.attachments) as StoredAttachment[]).map((file): MailAttachment => ({
    filename: file.filename,
    contentType: file.content_type,
    content: file.content,
  }));
  return {
    id: row.id,
    kind: row.kind as StoredMail['kind'],
    to: row.to_address,
    language: row.language as Lang,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments,
    appointmentId: row.appointment_id,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/** Stores a message: 'sent' when storing is the delivery, 'pending' (due now) when a transport sends it. */
export async function insertMail(db: D1Database, message: MailMessage, status: MailStatus, now: Date) {
  const at = now.toISOString();
  const attachments = message.attachments.map((file) => ({
    filename: file.filename,
    content_type: file.contentType,
    content: file.content,
  }));
  const row = await db
    .prepare(
      `INSERT INTO mail_outbox (kind, to_address, language, subject, text_body, html_body, attachments,
         appointment_id, status, next_attempt_at, created_at, sent_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    )
    .bind(
      message.kind,
      message.to,
      message.language,
      message.subject,
      message.text,
      message.html,
      JSON.stringify(attachments),
      message.appointmentId ?? null,
      status,
      status === 'pending' ? at : null,
      at,
      status === 'sent' ? at : null,
    )
    .first<MailRow>();
  return toStoredMail(row!);
}

export async function findMail(db: D1Database, id: number): Promise<StoredMail | null> {
  const row = await db.prepare('SELECT * FROM mail_outbox WHERE id = ?').bind(id).first<MailRow>();
  return row ? toStoredMail(row) : null;
}

/** Newest first, for the development inbox. */
export async function listMail(db: D1Database, limit = 100): Promise<StoredMail[]> {
  const { results } = await db.prepare('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?').bind(limit).all<MailRow>();
  return results.map(toStoredMail);
}

/** Pending messages whose next attempt is due, oldest first (the index mail_outbox_retry). */
export async function dueMail(db: D1Database, now: Date, limit = 50): Promise<StoredMail[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= ?
       ORDER BY next_attempt_at LIMIT ?`,
    )
    .bind(now.toISOString(), limit)
    .all<MailRow>();
  return results.map(toStoredMail);
}

export async function markMailSent(db: D1Database, id: number, now: Date) {
  await db
    .prepare(
      `UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL,
         next_attempt_at = NULL, sent_at = ? WHERE id = ?`,
    )
    .bind(now.toISOString(), id)
    .run();
}

/** Records a failed attempt: pending again at `retryAt`, or 'failed' for good when it is null. */
export async function markMailFailed(db: D1Database, id: number, error: string, retryAt: Date | null) {
  await db
    .prepare(
      `UPDATE mail_outbox SET status = ?, attempts = attempts + 1, last_error = ?, next_attempt_at = ?
       WHERE id = ?`,
    )
    .bind(retryAt ? 'pending' : 'failed', error.slice(0, 1000), retryAt?.toISOString() ?? null, id)
    .run();
}

/** Which of these bookings already have a message of `kind` (a reminder is sent once). */
export async function bookingsMailed(db: D1Database, appointmentIds: number[], kind: string): Promise<Set<number>> {
  if (!appointmentIds.length) return new Set();
  const { results } = await db
    .prepare(
      `SELECT DISTINCT appointment_id FROM mail_outbox
       WHERE kind = ?2 AND appointment_id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(appointmentIds), kind)
    .all<{ appointment_id: number }>();
  return new Set(results.map((row) => row.appointment_id));
}
