import type { Context, MiddlewareHandler } from 'hono';
import { html, raw } from 'hono/html';
import { assets } from '../assets';
import { SANDBOX_PAGE } from '../backends/payment';
import {
  cachedConfigProblems,
  type ConfigProblem,
  environmentName,
  isProduction,
  settingNames,
} from '../config/production';
import type { AppEnv } from '../env';
import { HTML_LANG, LANGS } from '../i18n/lang';
import { unavailableMessages } from '../i18n/unavailableMessages';
import { apiError } from '../routes/api/errors';
import { notFound } from '../routes/errors';
import { loggablePath } from '../lib/loggable';

export const HEALTH_PATH = '/healthz';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Test doubles served by the worker itself: the sandbox's payment page, /dev/outbox and its siblings. */
const isDevelopmentOnly = (path: string) => under(path, SANDBOX_PAGE) || under(path, '/dev');

/**
 * Fails closed (issue 11 point 1, docs/decisions/0015), mounted before every route and the XSRF check:
 * - in production, the sandbox's pages and everything under /dev are the 404 page, whatever the vars say;
 * - GET /healthz answers 200 or 503 with the problems (settings and what is wrong, never values);
 * - while the configuration has a problem, every other request gets a 503 naming the settings, as JSON
 *   under /api and as a page elsewhere, and one log line. robots.txt too: crawlers pause on a 503 there,
 *   as they should. Static files never reach the worker (wrangler.toml [assets]), so the 503 page
 *   carries its own styles.
 */
export function failClosed({ site = true } = {}): MiddlewareHandler<AppEnv> {
  return async function failClosedMiddleware(c, next) {
    const path = c.req.path;
    const problems = cachedConfigProblems(c.env, { site });
    if (isProduction(c.env) && isDevelopmentOnly(path)) {
      // The site's 404 page needs the content source, which may be what is misconfigured.
      return problems.length ? c.text('Not Found', 404, { 'Cache-Control': 'no-store' }) : notFound(c);
    }
    const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (readOnly && path === HEALTH_PATH) return health(c, problems);
    if (!problems.length) return next();

    const settings = settingNames(problems);
    console.error(
      `Refused ${c.req.method} ${loggablePath(path)} (request ${c.get('requestId') ?? '-'}): configuration incomplete: ${settings} (docs/decisions/0015; GET ${HEALTH_PATH} lists the problems)`,
    );
    c.header('Cache-Control', 'no-store');
    // Crawlers come back later instead of dropping the pages (a 503 with Retry-After is a pause to them).
    c.header('Retry-After', '600');
    if (path.startsWith('/api/')) {
      return apiError(c, 503, 'misconfigured', `The site is not configured to take requests; settings: ${settings}`);
    }
    return c.html(unavailablePage(problems, c.get('secureHeadersNonce') ?? ''), 503);
  };
}

function health(c: Context<AppEnv>, problems: ConfigProblem[]) {
  c.header('Cache-Control', 'no-store');
  const status = { environment: environmentName(c.env), build: assets.buildId };
  if (!problems.length) return c.json({ ok: true, ...status });
  return c.json({ ok: false, ...status, problems }, 503);
}

/**
 * The 503 page's own styles: static files never reach the worker (wrangler.toml [assets]), so the page
 * carries them. Set in unescaped (`raw`): escaped, the font names' quotes would no longer be CSS.
 */
const UNAVAILABLE_CSS = `
  body {
    margin: 0;
    font:
      16px/1.5 system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      sans-serif;
    color: #1f2933;
    background: #f5f7fa;
  }
  main {
    max-width: 44rem;
    margin: 0 auto;
    padding: 2.5rem 1.25rem;
  }
  .status {
    font-size: 3.5rem;
    font-weight: 700;
    line-height: 1;
    color: #b42318;
    margin: 0 0 1rem;
  }
  h1 {
    font-size: 1.35rem;
    margin: 0 0 0.25rem;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.5rem;
  }
  section {
    margin: 0 0 1.5rem;
  }
  .operator {
    background: #fff;
    border: 1px solid #d2d6dc;
    border-left: 4px solid #b42318;
    border-radius: 0.5rem;
    padding: 1.25rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 1rem 0;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem 0.5rem 0.5rem 0;
    border-top: 1px solid #e4e7eb;
  }
  th {
    white-space: nowrap;
    padding-right: 1rem;
  }
  code {
    font:
      600 0.9rem/1.4 ui-monospace,
      SFMono-Regular,
      Menlo,
      Consolas,
      monospace;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    thead {
      display: none;
    }
    th,
    td {
      display: block;
      border: 0;
      padding: 0.1rem 0;
    }
    tr {
      display: block;
      border-top: 1px solid #e4e7eb;
      padding: 0.5rem 0;
    }
  }
`;

/**
 * The operator-facing 503 page: a line for visitors in both languages, then the settings to fix. Its
 * `<style>` carries the request's CSP nonce: the CSP allows no inline styles otherwise (decision 0020).
 */
function unavailablePage(problems: ConfigProblem[], nonce: string) {
  const visitors = LANGS.map((lang) => {
    const m = unavailableMessages[lang];
    return html`<section lang="${HTML_LANG[lang]}">
      <h1>${m.title}</h1>
      <p>${m.text}</p>
    </section>`;
  });
  const rows = problems.map(
    (p) =>
      html`<tr>
        <th scope="row"><code>${p.setting}</code></th>
        <td>${p.problem}</td>
      </tr>`,
  );
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>503 · configuration incomplete</title>
        <style nonce="${nonce}">
          ${raw(UNAVAILABLE_CSS)}
        </style>
      </head>
      <body>
        <main>
          <p class="status" aria-hidden="true">503</p>
          ${visitors}
          <section class="operator" aria-labelledby="operator">
            <h2 id="operator">For the operator: the production configuration is incomplete</h2>
            <p>
              This worker takes no booking and no payment, and answers every request with this page, until these
              settings are fixed (values are never shown):
            </p>
            <table>
              <thead>
                <tr>
                  <th scope="col">Setting</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>
            <p>
              Set variables in <code>[env.production.vars]</code> of wrangler.toml and secrets with
              <code>wrangler secret put NAME --env production</code>, then deploy again.
              <code>GET ${HEALTH_PATH}</code> lists the same problems; the rules are in docs/decisions/0015.
            </p>
          </section>
        </main>
      </body>
    </html>`;
}
