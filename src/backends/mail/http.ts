/**
 * A generic JSON mail API (DESIGN.md, Ports: mail, chosen by MAIL_TRANSPORT "http"): one POST to
 * MAIL_API_URL with `Authorization: Bearer MAIL_API_KEY` and the body
 * { from, to, subject, text, html, attachments: [{ filename, content_type, content (base64) }] }.
 * Any 2xx is accepted; anything else, a network failure or a timeout throws, and the outbox retries.
 */
import type { MailMessage } from '../../domain/mail';
import type { MailTransport } from './port';

export interface HttpMailOptions {
  url: string;
  apiKey?: string;
  from: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

// A worker cannot wait forever on the mail service; the message stays pending and is retried.
const TIMEOUT_MS = 10_000;

export function httpMailTransport(options: HttpMailOptions): MailTransport {
  // workerd refuses a fetch called without globalThis as `this`, so the default is wrapped.
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return {
    async deliver(message: MailMessage) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
      const res = await fetchFn(options.url, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        body: JSON.stringify({
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
        }),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`Mail API answered ${res.status}${detail ? `: ${detail}` : ''}`);
      }
      await res.body?.cancel();
    },
  };
}
