/**
 * The mail port (DESIGN.md, Ports: mail). A message is built in the booking's language with a plain-text
 * and an HTML part; every message goes into the D1 outbox first, which is both the development inbox and
 * the retry queue of the HTTP mail API.
 */
import type { MailMessage } from '../../domain/mail';

/** Hands a message to an outside mail service; throws when the service does not accept it. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
}
