import { reactRenderer } from '@hono/react-renderer';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { Suspense, type ReactNode } from 'react';
import { assets } from './assets';
import { ChooseToast } from './components/ChooseToast';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import type { MenuItem } from './domain/menu';
import { Island } from './components/Island';
import { analyticsConfig, CONSENT_COOKIE, CONSENT_SETTINGS_HASH, parseConsent } from './domain/consent';
import { companyMessages } from './i18n/companyMessages';
import type { AppEnv } from './env';
import { HTML_LANG, localePath, type Lang } from './i18n/lang';
import { messages } from './i18n/messages';
import { loadFooter, loadMainMenu } from './services/shell';
import { absoluteUrl } from './backends/content/media';

declare module '@hono/react-renderer' {
  interface Props {
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
}

/** The document shell every page streams in: head, header, page, footer, overlay and client script. */
async function Document({
  children,
  c,
  title,
  description,
  noindex,
  transparentHeader,
  extraTopPadding,
  ogImage,
  ogType,
  menu: givenMenu,
  alternates,
}: {
  children?: ReactNode;
  c: Context<AppEnv>;
} & import('@hono/react-renderer').Props) {
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

  // The footer streams in after the page body; the menu is needed for the first paint.
  const footer = loadFooter(env, lang);
  const menu = givenMenu ?? (await loadMainMenu(env, lang));

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
        <ChooseToast lang={lang} />
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
      </body>
    </html>
  );
}

/** Streams pages through @hono/react-renderer with the request's CSP nonce on React's inline scripts. */
export function renderer(): MiddlewareHandler<AppEnv> {
  return function documentRenderer(c, next) {
    return reactRenderer(Document, {
      stream: true,
      readableStreamOptions: { nonce: c.get('secureHeadersNonce') },
    })(c, next);
  };
}
