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

/**
 * On a phone each row is a block (subject first, then who, when and what) and nothing is wider than the
 * screen: long addresses and subjects break anywhere. From sm up it is the usual table, whose short
 * columns never break; the header row belongs to the table layout only.
 */
const CELL = 'sm:table-cell sm:py-2 sm:pr-3 sm:align-top';
const META = `inline-block pr-3 text-ink-soft sm:whitespace-nowrap sm:text-ink ${CELL}`;

function OutboxList({ mails }: { mails: StoredMail[] }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">Outbox ({mails.length})</h1>
      {mails.length === 0 ? <p>No messages yet.</p> : null}
      <table className="block w-full text-left text-sm [overflow-wrap:anywhere] sm:table sm:[overflow-wrap:break-word]">
        <thead className="hidden sm:table-header-group">
          <tr>
            <th className="sm:pr-3">Subject</th>
            <th className="sm:pr-3">To</th>
            <th className="sm:pr-3">Kind</th>
            <th className="sm:pr-3">Status</th>
            <th className="sm:pr-3">Created</th>
            <th>#</th>
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {mails.map((mail) => (
            <tr key={mail.id} className="block border-t border-brand-100 py-3 sm:table-row sm:py-0">
              <td className={`block text-base font-600 sm:text-sm ${CELL}`}>
                <a className="link" href={`/dev/outbox/${mail.id}`}>
                  {mail.subject}
                </a>
              </td>
              <td className={`block ${CELL}`}>{mail.to}</td>
              <td className={META}>
                {mail.kind} ({mail.language})
              </td>
              <td className={META}>{mail.status}</td>
              <td className={META}>{when(mail.createdAt)}</td>
              <td className={META}>#{mail.id}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OutboxMessage({ mail }: { mail: StoredMail }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-8 [overflow-wrap:anywhere]">
      <p>
        <a className="link" href="/dev/outbox">
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
      <h2 className="text-lg font-semibold">
        HTML{' '}
        <a className="link text-sm font-normal" href={`/dev/outbox/${mail.id}/html`}>
          (on its own, at this screen's width)
        </a>
      </h2>
      {/*
        An empty sandbox: the message's HTML can run no script and reach nothing of the site. As wide as
        the page (a phone sees the mail at its own width) and tall enough to read a whole booking mail.
      */}
      <iframe
        title={mail.subject}
        sandbox=""
        src={`/dev/outbox/${mail.id}/html`}
        className="block h-[80vh] min-h-[36rem] w-full border border-brand-100"
      />
      <h2 className="mt-4 text-lg font-semibold">Text</h2>
      <pre className="whitespace-pre-wrap border border-brand-100 p-4 text-sm [overflow-wrap:anywhere]">
        {mail.text}
      </pre>
      {mail.attachments.length ? (
        <>
          <h2 className="mt-4 text-lg font-semibold">Attachments</h2>
          <ul>
            {mail.attachments.map((file, index) => (
              <li key={file.filename}>
                <a className="link" href={`/dev/outbox/${mail.id}/attachments/${index}`}>
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
 * CSP refuses (decision 0020), so this answer carries its own policy: the mail's styles and images (the
 * logo comes from PUBLIC_ORIGIN, plain http on a developer's machine), no script, framed only by the
 * outbox page, and sandboxed even when opened directly.
 */
const mailBodyPolicy = (origin: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src https: data: ${new URL(origin).origin}; frame-ancestors 'self'; sandbox`;

devOutbox.get('/dev/outbox/:id/html', async (c) => {
  const mail = await mailOf(c);
  if (!mail) return notFound(c);
  return c.body(mail.html, 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': mailBodyPolicy(c.env.PUBLIC_ORIGIN),
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
