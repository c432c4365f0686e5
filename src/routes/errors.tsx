import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ContentNotFoundError, ContentQueryError } from '../backends/content/port';
import { cacheKey, readThrough, SourceUnavailableError } from '../cache/kv';
import { isCrawler } from '../domain/crawlers';
import { matchRedirect } from '../domain/redirects';
import type { AppEnv } from '../env';
import { localePath, type Lang } from '../i18n/lang';
import { messages } from '../i18n/messages';
import { formatInstant } from '../i18n/dates';
import { fill } from '../islands/booking/shared';
import { apiError } from './api/errors';
import { loggablePath } from '../lib/loggable';
import { redirectRules } from '../services/redirects';

/**
 * The error page of spec section 2: status, message and a button to the home page; `note` is a second
 * line, such as when to try again.
 */
export function ErrorPage({
  lang,
  status,
  note,
  action,
}: {
  lang: Lang;
  status: 403 | 404 | 413 | 429 | 500 | 503;
  note?: string;
  /** A way on, before the home page's button: a dead booking link's request for new ones. */
  action?: { href: string; label: string };
}) {
  const m = messages(lang);
  const message = {
    403: m.forbiddenMessage,
    404: m.notFoundMessage,
    413: m.payloadTooLarge,
    429: m.tooManyGuessesMessage,
    500: m.serverErrorMessage,
    503: m.unavailableMessage,
  }[status];
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-7xl font-700 tracking-tight text-brand-600 sm:text-8xl" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-700 text-ink sm:text-3xl">{message}</h1>
      {note ? (
        <p className="mt-4 text-lg text-ink-soft" data-error-note="">
          {note}
        </p>
      ) : null}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {action ? (
          <a href={action.href} className="btn-primary" data-error-action="">
            {action.label}
          </a>
        ) : null}
        <a href={localePath(lang, '/')} className={action ? 'btn-secondary' : 'btn-primary'}>
          {m.backToHome}
        </a>
      </div>
    </section>
  );
}

const isApi = (c: Context) => c.req.path.startsWith('/api/');

/**
 * Unknown routes: a legacy URL is redirected (the redirects table); otherwise the 404 page, or a bare
 * 404 for crawlers. Parameterised routes call this for an unknown slug too.
 */
export async function notFound(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const redirect = await findRedirect(c, url);
  if (redirect) return c.redirect(redirect.location, redirect.status as 301);
  console.warn(`Page not found: ${loggablePath(url.pathname)}`);
  if (isApi(c)) return apiError(c, 404, 'not_found', `No API route at ${url.pathname}`);
  if (isCrawler(c.req.header('user-agent'))) return c.text('Not Found', 404);
  const lang = c.get('lang') ?? 'hu';
  c.status(404);
  c.header('Cache-Control', 'no-store');
  return c.render(<ErrorPage lang={lang} status={404} />, { title: messages(lang).notFoundTitle, noindex: true });
}

/** A refused request (a cross-site form post, src/middleware/originCheck.ts): the 403 page. */
export function forbidden(c: Context<AppEnv>) {
  const lang = c.get('lang') ?? 'hu';
  c.status(403);
  c.header('Cache-Control', 'no-store');
  return c.render(<ErrorPage lang={lang} status={403} />, { title: messages(lang).forbiddenTitle, noindex: true });
}

/** A page form post over the body limit (src/middleware/bodyLimit.ts): the 413 page. */
export function payloadTooLarge(c: Context<AppEnv>) {
  const lang = c.get('lang') ?? 'hu';
  c.status(413);
  c.header('Cache-Control', 'no-store');
  return c.render(<ErrorPage lang={lang} status={413} />, {
    title: messages(lang).payloadTooLargeTitle,
    noindex: true,
  });
}

/**
 * An address past its hash-link guessing limit (src/services/linkLimits.ts, docs/decisions/0021): the
 * 429 page, saying when to come back, with `Retry-After` (RFC 9110 section 10.2.3) in seconds.
 */
export function tooManyGuesses(c: Context<AppEnv>, waitSeconds: number) {
  c.header('Retry-After', String(waitSeconds));
  c.header('Cache-Control', 'no-store');
  if (isCrawler(c.req.header('user-agent'))) return c.text('Too Many Requests', 429);
  const lang = c.get('lang') ?? 'hu';
  const m = messages(lang);
  const until = new Date(Date.now() + waitSeconds * 1000).toISOString();
  c.status(429);
  return c.render(
    <ErrorPage lang={lang} status={429} note={fill(m.tryAgainAfter, { time: formatInstant(lang, until, 'time') })} />,
    { title: m.tooManyGuessesTitle, noindex: true },
  );
}

async function findRedirect(c: Context<AppEnv>, url: URL) {
  try {
    const rules = await readThrough(
      c.env.CACHE,
      cacheKey(c.env.CACHE_VERSION, 'redirects', 'all'),
      { freshSeconds: Number(c.env.CACHE_FRESH_SECONDS), background: c.env.background },
      () => redirectRules(c.env),
    );
    return matchRedirect(rules, url.pathname, url.search);
  } catch (error) {
    console.error('Redirect table could not be read', error);
    return null;
  }
}

const isContentFailure = (error: Error) => error instanceof ContentQueryError || error instanceof ContentNotFoundError;

/** Unexpected failures: logged with the request id; the 500 page, JSON under /api, bare for crawlers. */
export async function onError(error: Error, c: Context<AppEnv>) {
  if (error instanceof HTTPException) return error.getResponse();
  console.error(`Request ${c.get('requestId') ?? '-'} failed: ${c.req.method} ${loggablePath(c.req.url)}`, error);
  // A source that is down with nothing cached is not the page's bug: a 503 that says when to come back.
  // So is content a page is about that the content source refuses or does not have (a schema drift,
  // issue 26 point 4): the page cannot be shown until the operator, who has the log, fixes it.
  const unavailable = error instanceof SourceUnavailableError || isContentFailure(error);
  const status = unavailable ? 503 : 500;
  if (unavailable)
    c.header('Retry-After', String(error instanceof SourceUnavailableError ? error.retryAfterSeconds : 300));
  if (isApi(c)) {
    return unavailable
      ? apiError(c, 503, 'source_unavailable', 'A source this call needs is not available; try again later')
      : apiError(c, 500, 'internal_error', 'An unexpected error occurred');
  }
  if (isCrawler(c.req.header('user-agent')))
    return c.text(unavailable ? 'Service Unavailable' : 'Internal Server Error', status);
  const lang = c.get('lang') ?? 'hu';
  c.status(status);
  c.header('Cache-Control', 'no-store');
  try {
    return await c.render(<ErrorPage lang={lang} status={status} />, {
      title: unavailable ? messages(lang).unavailableTitle : messages(lang).serverErrorTitle,
      noindex: true,
    });
  } catch (renderError) {
    // Even the shell failed: answer with the smallest page that still says what happened.
    console.error('The error page could not be rendered', renderError);
    const m = messages(lang);
    return c.html(
      `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${m.serverErrorTitle}</title></head><body><h1>${m.serverErrorMessage}</h1><a href="${localePath(lang, '/')}">${m.backToHome}</a></body></html>`,
      status,
    );
  }
}
