/**
 * A generic JSON mail API (DESIGN.md, Ports: mail, chosen by MAIL_TRANSPORT "http"): one POST to
 * MAIL_API_URL with `Authorization: Bearer MAIL_API_KEY` and the body
 * { from, to, subject, text, html, attachments: [{ filename, content_type, content (base64) }] }.
 * Any 2xx is accepted; anything else, a network failure or a timeout throws, and the outbox retries.
 */
import type { MailMessage } from '../../domain/mail';
import { type FetchFn, fetchText } from '../../lib/fetch';
import type { MailTransport } from './port';

export interface HttpMailOptions {
  url: string;
  apiKey?: string;
  from: string;
  fetch?: FetchFn;
  timeoutMs?: number;
}

// A worker cannot wait forever on the mail service; the message stays pending and is retried.
const TIMEOUT_MS = 10_000;

export function httpMailTransport(options: HttpMailOptions): MailTransport {
  return {
    async deliver(message: MailMessage) {
      const answer = await fetchText(options.url, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        bearer: options.apiKey,
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        fetch: options.fetch,
        json: {
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            content_type: file.contentType,
            content: file.content,
          })),
        },
      });
      if (!answer.ok) {
        const detail = answer.body.slice(0, 300);
        throw new Error(`Mail API answered ${answer.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}
