/**
 * Cookie consent and the analytics it gates (issue 7, item 6; spec section 9: analytics and the cookie
 * banner are off on the dev and test branches). Pure rules shared by the worker (renderer, CSP) and the
 * banner island: the visitor's choice lives in a first-party `consent` cookie the server can read
 * (mirrored in localStorage), and the analytics script is allowed and loaded only when tracking is on,
 * a script source is configured, and the choice says so.
 */
export const CONSENT_COOKIE = 'consent';
export const CONSENT_STORAGE_KEY = 'consent.v1';
/** Half a year, after which the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** A link to this fragment anywhere on the site (the cookie policy page) opens the banner's settings. */
export const CONSENT_SETTINGS_HASH = '#suti-beallitasok';

/** The cookie's values: the optional category granted, or only the necessary cookies. */
export type ConsentValue = 'analytics' | 'necessary';

export function parseConsent(value: string | null | undefined): ConsentValue | null {
  return value === 'analytics' || value === 'necessary' ? value : null;
}

export interface AnalyticsConfig {
  /** The script URL (Plausible-style, e.g. https://plausible.io/js/script.js). */
  src: string;
  /** Its origin, the one the CSP allows for scripts and event posts. */
  origin: string;
  /** The site name the script reports under (data-domain). */
  domain: string;
}

/**
 * The analytics script when tracking is on and ANALYTICS_SRC is an https URL (http only for a local
 * test server); otherwise null, and neither the CSP nor the page mentions any analytics origin.
 */
export function analyticsConfig(env: {
  TRACKING_ENABLED?: string;
  ANALYTICS_SRC?: string;
  ANALYTICS_DOMAIN?: string;
  PUBLIC_ORIGIN?: string;
}): AnalyticsConfig | null {
  if (env.TRACKING_ENABLED !== 'true' || !env.ANALYTICS_SRC) return null;
  let url: URL;
  try {
    url = new URL(env.ANALYTICS_SRC);
  } catch {
    return null;
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return null;
  let domain = env.ANALYTICS_DOMAIN?.trim() ?? '';
  if (!domain && env.PUBLIC_ORIGIN) {
    try {
      domain = new URL(env.PUBLIC_ORIGIN).hostname;
    } catch {
      domain = '';
    }
  }
  return { src: url.href, origin: url.origin, domain };
}
