/**
 * The e-mails the site sends and the outbox's record of each (DESIGN.md, Ports: mail): the shapes the
 * mail composers, the outbox in db/ and the mail port share. The port itself (src/backends/mail/port.ts)
 * keeps only the transport contract.
 */
import type { Lang } from '../i18n/lang';

/** The e-mails about a booking. */
/** 'refund': a payment the booking could not be kept for is given back (docs/decisions/0019). */
/** 'change': the time, place or payment changed; 'data_change': only the person's or invoice data (issue 12). */
export type BookingMailKind = 'confirmation' | 'reminder' | 'change' | 'data_change' | 'cancellation' | 'refund';
/** The e-mails about an account: verify the address, reset the password, a sign-up for a taken address. */
export type AccountMailKind = 'verify' | 'reset' | 'account_exists';
/** A booking's manage links sent again to its address on request (issue 15 point 8). */
export type LinksMailKind = 'manage_links';
/** An issued invoice's download link (src/mail/invoiceMail.ts). */
export type InvoiceMailKind = 'invoice';
export type MailKind = BookingMailKind | AccountMailKind | LinksMailKind | InvoiceMailKind;

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64 of the bytes. */
  content: string;
}

/** What a message says, independent of whom it goes to. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export interface MailMessage extends MailContent {
  kind: MailKind;
  to: string;
  language: Lang;
  appointmentId?: number | null;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface StoredMail extends MailMessage {
  id: number;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

/**
 * A message its recipient's hourly mail budget had no room for (issue 24 point 3,
 * src/backends/mail/budget.ts): neither stored nor delivered, now or later. It keeps nothing of the
 * address or the content.
 */
export interface SuppressedMail {
  status: 'suppressed';
  kind: MailKind;
  language: Lang;
  appointmentId: number | null;
  /** The mails asked for this recipient in the budget's window, this one included. */
  count: number;
}

/** What sending a message came to: stored (sent, or pending for the transport), or suppressed. */
export type MailResult = StoredMail | SuppressedMail;
