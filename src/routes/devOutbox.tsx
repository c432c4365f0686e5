/**
 * The development inbox (DESIGN.md, Ports: mail): every stored message, newest first, and each one as
 * the recipient would see it. Never in production, where the outbox holds patients' mail: there it is
 * the ordinary 404 page.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { decodeBase64 } from 'hono/utils/encode';
import { findMail, listMail } from '../db/mailOutbox';
import type { StoredMail } from '../domain/mail';
import type { AppEnv } from '../env';
import { notFound } from './errors';

export const devOutbox = new Hono<AppEnv>();

export const developmentOnly: MiddlewareHandler<AppEnv> = async function developmentOnly(c, next) {
  if (c.env.ENVIRONMENT === 'production') return notFound(c);
  c.header('Cache-Control', 'no-store');
  await next();
};
devOutbox.use('/dev/outbox', developmentOnly);
devOutbox.use('/dev/outbox/*', developmentOnly);

const when = (iso: string) => iso.replace('T', ' ').slice(0, 19);

function OutboxList({ mails }: { mails: StoredMail[] }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">Outbox ({mails.length})</h1>
      {mails.length === 0 ? <p>No messages yet.</p> : null}
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th>#</th>
            <th>Created</th>
            <th>To</th>
            <th>Subject</th>
            <th>Kind</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <tr key={mail.id}>
              <td>{mail.id}</td>
              <td>{when(mail.createdAt)}</td>
              <td>{mail.to}</td>
              <td>
                <a className="underline" href={`/dev/outbox/${mail.id}`}>
                  {mail.subject}
                </a>
              </td>
              <td>
                {mail.kind} ({mail.language})
              </td>
              <td>{mail.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OutboxMessage({ mail }: { mail: StoredMail }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <p>
        <a className="underline" href="/dev/outbox">
          ← Outbox
        </a>
      </p>
      <h1 className="my-4 text-2xl font-bold">{mail.subject}</h1>
      <dl className="mb-4 text-sm">
        <dt className="font-semibold">To</dt>
        <dd>{mail.to}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          {mail.status}, {mail.attempts} attempt(s){mail.lastError ? `, last error: ${mail.lastError}` : ''}
        </dd>
      </dl>
      <h2 className="text-lg font-semibold">HTML</h2>
      {/* An empty sandbox: the message's HTML can run no script and reach nothing of the site. */}
      <iframe title={mail.subject} sandbox="" src={`/dev/outbox/${mail.id}/html`} className="h-[36rem] w-full border" />
      <h2 className="mt-4 text-lg font-semibold">Text</h2>
      <pre className="whitespace-pre-wrap border p-4 text-sm">{mail.text}</pre>
      {mail.attachments.length ? (
        <>
          <h2 className="mt-4 text-lg font-semibold">Attachments</h2>
          <ul>
            {mail.attachments.map((file, index) => (
              <li key={file.filename}>
                <a className="underline" href={`/dev/outbox/${mail.id}/attachments/${index}`}>
                  {file.filename}
                </a>{' '}
                ({file.contentType})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

async function mailOf(c: { req: { param: (name: 'id') => string }; env: AppEnv['Bindings'] }) {
  const id = Number(c.req.param('id'));
  return Number.isInteger(id) && id > 0 ? findMail(c.env.DB, id) : null;
}

devOutbox.get('/dev/outbox', async (c) => {
  const mails = await listMail(c.env.DB);
  return c.render(<OutboxList mails={mails} />, { title: 'Outbox', noindex: true });
});

/**
 * The message's HTML on its own, for the frame above. Mail clients apply inline styles, which the site's
 * CSP refuses (decision 0020), so this answer carries its own policy: the mail's styles and images, no
 * script, framed only by the outbox page, and sandboxed even when opened directly.
 */
const MAIL_BODY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; sandbox";

devOutbox.get('/dev/outbox/:id/html', async (c) => {
  const mail = await mailOf(c);
  if (!mail) return notFound(c);
  return c.body(mail.html, 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': MAIL_BODY_POLICY,
    'X-Frame-Options': 'SAMEORIGIN',
  });
});

devOutbox.get('/dev/outbox/:id', async (c) => {
  const mail = await mailOf(c);
  if (!mail) return notFound(c);
  return c.render(<OutboxMessage mail={mail} />, { title: mail.subject, noindex: true });
});

devOutbox.get('/dev/outbox/:id/attachments/:n', async (c) => {
  const file = (await mailOf(c))?.attachments[Number(c.req.param('n'))];
  if (!file) return notFound(c);
  return c.body(decodeBase64(file.content), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
  });
});
