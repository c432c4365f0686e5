import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { assets } from './assets';
import { ChooseToast } from './components/ChooseToast';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import type { MenuItem } from './domain/menu';
import type { FooterData } from './domain/footer';
import { keepPage, keptPage, PAGE_CACHE_HEADER, PageReads } from './cache/pageCache';
import { Island } from './components/Island';
import { analyticsConfig, CONSENT_COOKIE, CONSENT_SETTINGS_HASH, parseConsent } from './domain/consent';
import { companyMessages } from './i18n/companyMessages';
import type { AppEnv } from './env';
import { HTML_LANG, localePath, type Lang } from './i18n/lang';
import { messages } from './i18n/messages';
import { loadFooter, loadMainMenu } from './services/shell';
import { absoluteUrl } from './backends/content/media';

/** What a page passes to `c.render` beside its content. */
export interface PageProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** Hidden from search engines (account, cart, error pages). */
  noindex?: boolean;
  /** The header stays transparent until the page is scrolled (the home page). */
  transparentHeader?: boolean;
  /** Pages whose first block needs more room below the fixed header. */
  extraTopPadding?: boolean;
  ogImage?: string;
  ogType?: string;
  /** Menu items for this page; without them the header reads the top-menus collection. */
  menu?: MenuItem[];
  /**
   * The page's path (without the language prefix) in each language it exists in, when the slug is
   * translated (an article, a job): canonical and hreflang links name these, not a redirect.
   */
  alternates?: Partial<Record<Lang, string>>;
}

declare module 'hono' {
  interface ContextRenderer {
    (content: ReactNode, props?: PageProps): Response | Promise<Response>;
  }
}

/** The document shell every page streams in: head, header, page, footer, overlay and client script. */
function Document({
  children,
  c,
  title,
  description,
  noindex,
  transparentHeader,
  extraTopPadding,
  ogImage,
  ogType,
  menu,
  footer,
  alternates,
}: {
  children?: ReactNode;
  c: Context<AppEnv>;
  menu: MenuItem[];
  /** Streams in after the page body (Suspense). */
  footer: Promise<FooterData>;
} & Omit<PageProps, 'menu'>) {
  const lang = c.get('lang');
  const m = messages(lang);
  const env = c.env;
  const url = new URL(c.req.url);
  const pathNoLang = c.req.path;
  const origin = env.PUBLIC_ORIGIN || url.origin;
  const canonical = (target: Lang) => `${origin}${localePath(target, alternates?.[target] ?? pathNoLang)}`;
  const exists = (target: Lang) => !alternates || alternates[target] !== undefined;
  const fullTitle = title ? `${title} | ${m.siteName}` : m.siteName;
  const desc = description ?? m.siteDescription;
  const image = absoluteUrl(ogImage ?? '/images/og-default.png', origin);
  const nonce = c.get('secureHeadersNonce');
  // Cookie banner and analytics (issue 7, item 6): only with TRACKING_ENABLED, the script only after consent.
  const tracking = env.TRACKING_ENABLED === 'true';
  const consent = tracking ? parseConsent(getCookie(c, CONSENT_COOKIE)) : null;
  const analytics = analyticsConfig(env);

  return (
    <html lang={lang} dir="ltr" data-tracking={env.TRACKING_ENABLED === 'true' ? 'on' : 'off'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={desc} />
        {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="canonical" href={canonical(lang)} />
        {exists('hu') ? <link rel="alternate" hrefLang="hu" href={canonical('hu')} /> : null}
        {exists('en') ? <link rel="alternate" hrefLang="en" href={canonical('en')} /> : null}
        {exists('hu') ? <link rel="alternate" hrefLang="x-default" href={canonical('hu')} /> : null}
        <meta property="og:type" content={ogType ?? 'website'} />
        <meta property="og:site_name" content={m.siteName} />
        <meta property="og:title" content={title || m.siteName} />
        <meta property="og:description" content={desc} />
        <meta property="og:url" content={canonical(lang)} />
        <meta property="og:image" content={image} />
        <meta property="og:locale" content={HTML_LANG[lang].replace('-', '_')} />
        <meta name="theme-color" content="#0b5f5a" />
        <meta name="build-id" content={assets.buildId} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.preload.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={assets.css} />
        <script type="module" src={assets.shell} nonce={nonce} async />
        {analytics && consent === 'analytics' ? (
          <script
            defer
            src={analytics.src}
            data-domain={analytics.domain || undefined}
            data-analytics=""
            nonce={nonce}
          />
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a href="#main" className="skip-link">
          {m.skipToContent}
        </a>
        {/* Next in the page order, so the keyboard and a screen reader meet the banner before the page it
            sits over (issue 16 point 3); fixed at the bottom, where it is seen. */}
        {tracking ? (
          <Island
            name="ConsentBanner"
            // Unanswered, the banner is in view and must work at once; answered, only its settings button
            // is left, which loads React only when used (docs/decisions/0035).
            hydrate={consent === null ? 'visible' : 'touch'}
            hydrateHash={CONSENT_SETTINGS_HASH}
            props={{
              labels: companyMessages(lang).consent,
              policyHref: localePath(lang, '/statikus/cookie-tajekoztato'),
              initial: consent,
              analytics,
            }}
          />
        ) : null}
        <Header lang={lang} items={menu} currentPath={pathNoLang + url.search} transparent={!!transparentHeader} />
        <main
          id="main"
          tabIndex={-1}
          className={transparentHeader ? 'flex-1' : extraTopPadding ? 'flex-1 pt-24 lg:pt-32' : 'flex-1 pt-16 lg:pt-20'}
        >
          {children}
        </main>
        <Suspense fallback={<div className="min-h-64 bg-brand-900" aria-hidden="true" />}>
          <Footer lang={lang} data={footer} imageResizing={env.IMAGE_RESIZING === 'true'} />
        </Suspense>
        <div id="loading-overlay" className="loading-overlay" role="status" aria-live="polite" hidden>
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{m.loading}</span>
        </div>
        {/* The one polite live region (issue 16 point 5, decision 0045): src/client/announce.ts speaks through it. */}
        <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-announcer="" />
        <ChooseToast lang={lang} />
      </body>
    </html>
  );
}

/**
 * Streams pages (React's renderToReadableStream) with the request's CSP nonce on React's inline scripts.
 * On a route that shares its pages (src/cache/pageCache.ts, docs/decisions/0042) a page is answered from
 * memory when everything it is made of is unchanged, and otherwise rendered, streamed and kept.
 */
export function renderer(): MiddlewareHandler<AppEnv> {
  return async function documentRenderer(c, next) {
    c.setRenderer((content, props) => renderPage(c, content, props ?? { title: '' }));
    await next();
  };
}

/**
 * The worker's settings as text, for a kept page's key: one deployment has one set, but a page rendered
 * under other settings (image resizing, tracking, the public origin) must never answer for them.
 */
const settings = (env: AppEnv['Bindings']) =>
  JSON.stringify(Object.entries(env).filter(([, value]) => typeof value === 'string'));

async function renderPage(c: Context<AppEnv>, content: ReactNode, props: PageProps): Promise<Response> {
  const env = c.env;
  const lang = c.get('lang');
  const nonce = c.get('secureHeadersNonce') ?? '';
  const reads = env.reads instanceof PageReads && c.newResponse(null).status === 200 ? env.reads : null;
  // The menu is needed for the first paint; the footer, asked for at the same time, streams in after
  // the page body.
  const footer = loadFooter(env, lang);
  const menu = props.menu ?? (await loadMainMenu(env, lang));
  c.header('Content-Type', 'text/html; charset=UTF-8');
  let key: string | null = null;
  let read: string | null = null;
  if (reads) {
    // A shared page waits for its footer too, so every source it is made of is in its key.
    await footer;
    read = reads.signature();
    const consent = env.TRACKING_ENABLED === 'true' ? String(parseConsent(getCookie(c, CONSENT_COOKIE))) : '';
    key = read === null ? null : [c.req.url, consent, settings(env), JSON.stringify(props), read].join('\n');
    const page = key === null ? null : keptPage(key, nonce);
    if (page) {
      c.header(PAGE_CACHE_HEADER, 'hit');
      return c.body(page);
    }
  }
  const stream = await renderToReadableStream(
    <Document c={c} menu={menu} footer={footer} {...props}>
      {content}
    </Document>,
    {
      nonce: nonce || undefined,
      onError(error) {
        // Logged as React does by default; a page that met an error is never kept.
        reads?.failed();
        console.error(error);
      },
    },
  );
  if (!reads || key === null || !env.background) return c.body(stream);
  const [page, copy] = stream.tee();
  c.header(PAGE_CACHE_HEADER, 'miss');
  const response = c.body(page);
  const cookieSet = response.headers.has('set-cookie');
  // Kept only when, streamed to its end, it read nothing more and nothing failed.
  env.background(keepPage(key, nonce, copy, () => !cookieSet && reads.signature() === read));
  return response;
}
