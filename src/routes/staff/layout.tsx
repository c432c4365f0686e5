/**
 * The staff area's document (issue 28 point 2): the site's stylesheet and fonts, none of its menus,
 * footer or scripts; noindex and no-store on every page, as each carries patient data or a credential.
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { assets } from '../../assets';
import type { StaffMember } from '../../domain/staff';
import type { AppEnv } from '../../env';
import { localePath, type Lang } from '../../i18n/lang';
import { staffMessages } from '../../i18n/staffMessages';

export const STAFF_HOME = '/munkatars';

/** A calendar day as the staff area's forms and addresses carry it. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A form field as text, cut to `max` characters; '' when absent or a file. */
export function formText(form: FormData, name: string, max = 200): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}
export const staffPath = (lang: Lang, path = '') => localePath(lang, `${STAFF_HOME}${path}`);

export interface StaffPageProps {
  title: string;
  /** The signed-in member, for the header's name and sign-out; absent on the sign-in and set-up pages. */
  member?: StaffMember | null;
  /** The page in the other language (its path without the prefix), when it exists. */
  otherLanguage?: string;
  /** The staff script (live updates): the day sheet only. */
  script?: boolean;
}

function StaffDocument({
  c,
  title,
  member,
  otherLanguage,
  script,
  children,
}: StaffPageProps & { c: Context<AppEnv>; children: ReactNode }) {
  const lang = c.get('lang');
  const m = staffMessages(lang);
  const other: Lang = lang === 'hu' ? 'en' : 'hu';
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${m.area} | ${m.siteName}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.preload.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={assets.css} />
        {script ? <script type="module" src={assets.staff} nonce={c.get('secureHeadersNonce')} async /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-brand-50 font-sans text-ink antialiased">
        <header className="bg-brand-900 text-white print:hidden">
          <div className="wrap flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <a href={staffPath(lang)} className="font-700 text-white no-underline">
              {m.siteName} · {m.area}
            </a>
            <nav className="ml-auto flex flex-wrap items-center gap-3 text-sm" aria-label={m.area}>
              {otherLanguage !== undefined ? (
                <a
                  href={localePath(other, otherLanguage)}
                  lang={other}
                  hrefLang={other}
                  className="text-white underline"
                >
                  {other === 'en' ? 'English' : 'Magyar'}
                </a>
              ) : null}
              {member ? (
                <>
                  <span data-staff-member="">
                    {member.name || member.email} · {m.roles[member.role]}
                  </span>
                  <form method="post" action={staffPath(lang, '/kilepes')}>
                    <button
                      type="submit"
                      className="rounded-full px-3 min-h-10 font-600 text-white ring-1 ring-white/60 hover:bg-white/10"
                    >
                      {m.signOut}
                    </button>
                  </form>
                </>
              ) : null}
            </nav>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="wrap flex-1 py-6">
          {children}
        </main>
      </body>
    </html>
  );
}

/** Streams a staff page: private and unindexed, as every one carries patient data or a credential. */
export async function staffPage(
  c: Context<AppEnv>,
  content: ReactNode,
  props: StaffPageProps,
  status: 200 | 400 | 403 | 404 | 429 | 500 = 200,
): Promise<Response> {
  const nonce = c.get('secureHeadersNonce') ?? '';
  const stream = await renderToReadableStream(
    <StaffDocument c={c} {...props}>
      {content}
    </StaffDocument>,
    { nonce: nonce || undefined, onError: (error) => console.error(error) },
  );
  return c.body(stream, status, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
  });
}

/** A form's error line, tied to its field by id. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-600 text-accent-700">
      {message}
    </p>
  );
}

/** The page's one alert: what went wrong with the form as a whole. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-xl bg-accent-50 p-4 font-600 text-accent-700" data-staff-alert="">
      {message}
    </p>
  );
}

/** A narrow card with its heading, a lead line and the form's alert: the sign-in, set-up and refusal pages. */
export function StaffCard({
  title,
  lead,
  alert,
  wide = false,
  children,
}: {
  title: string;
  lead?: string;
  alert?: string | null;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`card mx-auto ${wide ? 'max-w-xl' : 'max-w-md'}`}>
      <h1 className="page-title mb-2 text-2xl sm:text-3xl">{title}</h1>
      {lead ? <p className="mb-4 text-ink-soft">{lead}</p> : null}
      <FormAlert message={alert} />
      {children}
    </section>
  );
}
