import type { Lang } from './i18n/lang';

/** Bindings declared in wrangler.toml (vars, D1, KV, static assets) and secrets from `.dev.vars`. */
export interface Bindings {
  DB: D1Database;
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  ENVIRONMENT: 'dev' | 'test' | 'production';
  /** "true" turns analytics and the cookie banner on (spec section 9: off on dev and test). */
  TRACKING_ENABLED: string;
  /** "embedded" (documents in D1) or "strapi" (CMS_URL, CMS_TOKEN). */
  CONTENT_SOURCE: string;
  CMS_URL: string;
  CMS_TOKEN?: string;
  /**
   * Where the CMS's media paths (`/uploads/...`) are served from when not from CMS_URL itself: a media
   * host or CDN in front of Strapi's uploads. Empty: CMS_URL (src/backends/content/media.ts).
   */
  CMS_MEDIA_URL?: string;
  /** "embedded" (the catalogue in D1) or "http" (the laboratory system at LAB_API_URL, LAB_API_KEY). */
  LAB_BACKEND: string;
  LAB_API_URL: string;
  LAB_API_KEY?: string;
  /**
   * Only on a worker that serves as the laboratory system for other site instances (a stand-in, tests):
   * the bearer key they send as their LAB_API_KEY. It enables the service-only calls (settling payments,
   * expiring holds, a day's bookings) and lets those callers past the XSRF check.
   */
  LAB_SERVICE_KEY?: string;
  /** The laboratory system's institute id for this site; sent when a call names none. */
  LAB_INSTITUTE_ID: string;
  PUBLIC_ORIGIN: string;
  /** "true" makes images go through Cloudflare image resizing URLs. */
  IMAGE_RESIZING: string;
  CACHE_VERSION: string;
  CACHE_FRESH_SECONDS: string;
  XSRF_SECRET?: string;
  /** Mixed into every password hash; kept apart from the database, so a copy of D1 alone cracks nothing. */
  PASSWORD_PEPPER?: string;
  /** "sandbox" (default) or "simplepay"; the rest is described in src/backends/payment/index.ts. */
  PAYMENT_GATEWAY?: string;
  SIMPLEPAY_URL?: string;
  SIMPLEPAY_MERCHANT?: string;
  SIMPLEPAY_SECRET?: string;
  /** "outbox" (default: D1 only, read at /dev/outbox) or "http" (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM). */
  MAIL_TRANSPORT?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /**
   * OAuth login (src/auth/oauth.ts). Google and Facebook are offered when both their id and secret are
   * set (secrets); redirect URI to register: PUBLIC_ORIGIN + /api/auth/callback/google (or /facebook).
   */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  FACEBOOK_CLIENT_ID?: string;
  FACEBOOK_CLIENT_SECRET?: string;
  /**
   * Further OpenID Connect providers, a JSON list of {"id", "name", "issuer", "clientId", "scopes"?}
   * (endpoints from the issuer's /.well-known/openid-configuration); each one is offered when its secret
   * OIDC_<ID>_CLIENT_SECRET is set (ID upper-cased, '-' as '_'). Callback: /api/auth/callback/<id>.
   */
  OIDC_PROVIDERS?: string;
  /**
   * "embedded" (default: users, sessions, patients in D1) or "http": the upstream that owns accounts at
   * ACCOUNTS_API_URL, called with the secret ACCOUNTS_API_KEY as Bearer (src/backends/accounts, decision
   * 0016). ACCOUNTS_SERVICE: an optional service binding to that upstream, used instead of the internet.
   */
  ACCOUNTS_BACKEND?: string;
  ACCOUNTS_API_URL?: string;
  ACCOUNTS_API_KEY?: string;
  ACCOUNTS_SERVICE?: Fetcher;
  /** Set on a site that serves accounts to another one: its Bearer key passes the XSRF check. */
  ACCOUNTS_SERVICE_KEY?: string;
  /**
   * Analytics (src/domain/consent.ts): a Plausible-style script URL, e.g. https://plausible.io/js/script.js,
   * loaded only when TRACKING_ENABLED is "true" and the visitor consented; the CSP allows its origin only
   * then. ANALYTICS_DOMAIN is the site name it reports under (default: PUBLIC_ORIGIN's host name).
   */
  ANALYTICS_SRC?: string;
  ANALYTICS_DOMAIN?: string;
}

/**
 * Not a binding: what each request adds to its own copy of the bindings (src/middleware/requestScope.ts),
 * so the cached reads every page makes through `env` can leave work for after the answer.
 */
export interface RequestScope {
  /** The request's `ExecutionContext.waitUntil`; absent in cron jobs and direct calls (decision 0024). */
  background?: (work: Promise<unknown>) => void;
}

export interface Variables {
  lang: Lang;
  requestId: string;
  secureHeadersNonce?: string;
  /** The service a verified service Bearer named (src/middleware/xsrf.ts), e.g. 'accounts'. */
  serviceCaller?: string;
}

export interface AppEnv {
  Bindings: Bindings & RequestScope;
  Variables: Variables;
}
