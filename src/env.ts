import type { ReadLog } from './cache/kv';
import type { Lang } from './i18n/lang';

/**
 * The worker's bindings. What wrangler.toml declares (D1, KV, assets, every environment's vars, the
 * secrets production requires) is generated into src/worker-configuration.d.ts by `npm run types`, and
 * the test run fails when that file is older than wrangler.toml (docs/decisions/0028). Declared here is
 * only what an operator may add without a wrangler.toml line: optional secrets and vars, read as
 * possibly absent.
 */
declare global {
  namespace Cloudflare {
    interface Env {
      /** With CONTENT_SOURCE = "strapi": the CMS's API token. */
      CMS_TOKEN?: string;
      /**
       * With CONTENT_SOURCE = "strapi", optional: the Bearer secret Strapi's webhook sends to
       * /api/cms/webhook (cms/config/server.js); unset, the endpoint is off and CACHE_FRESH_SECONDS alone
       * keeps the content fresh.
       */
      CMS_WEBHOOK_SECRET?: string;
      /**
       * Optional: the Bearer token of the operator's calls (/api/operator/…, `npm run onsite-payment`), at
       * least 32 characters; unset, those calls are off (404).
       */
      OPERATOR_API_TOKEN?: string;
      /** With LAB_BACKEND = "http": the laboratory system's API key. */
      LAB_API_KEY?: string;
      /**
       * Only on a worker that serves as the laboratory system for other site instances (a stand-in,
       * tests): the bearer key they send as their LAB_API_KEY. It enables the service-only calls (settling
       * payments, expiring holds, a day's bookings) and lets those callers past the XSRF check.
       */
      LAB_SERVICE_KEY?: string;
      /**
       * OAuth login (src/auth/oauth.ts). Google and Facebook are offered when both their id and secret
       * are set; redirect URI to register: PUBLIC_ORIGIN + /api/auth/callback/google (or /facebook).
       */
      GOOGLE_CLIENT_ID?: string;
      GOOGLE_CLIENT_SECRET?: string;
      FACEBOOK_CLIENT_ID?: string;
      FACEBOOK_CLIENT_SECRET?: string;
      /**
       * Further OpenID Connect providers, a JSON list of {"id", "name", "issuer", "clientId", "scopes"?}
       * (endpoints from the issuer's /.well-known/openid-configuration); each one is offered when its
       * secret OIDC_<ID>_CLIENT_SECRET is set (ID upper-cased, '-' as '_'). Callback: /api/auth/callback/<id>.
       */
      OIDC_PROVIDERS?: string;
      /**
       * With ACCOUNTS_BACKEND = "http": the key sent as Bearer to ACCOUNTS_API_URL (decision 0016).
       * ACCOUNTS_SERVICE: an optional service binding to that upstream, used instead of the internet.
       */
      ACCOUNTS_API_KEY?: string;
      ACCOUNTS_SERVICE?: Fetcher;
      /** Set on a site that serves accounts to another one: its Bearer key passes the XSRF check. */
      ACCOUNTS_SERVICE_KEY?: string;
      /**
       * Analytics (src/domain/consent.ts): a Plausible-style script URL, loaded only when
       * TRACKING_ENABLED is "true" and the visitor consented; the CSP allows its origin only then.
       * ANALYTICS_DOMAIN is the site name it reports under (default: PUBLIC_ORIGIN's host name).
       */
      ANALYTICS_SRC?: string;
      ANALYTICS_DOMAIN?: string;
      /**
       * The bot challenge (src/backends/challenge, decision 0050): ALTCHA's signing secret (production;
       * elsewhere made from XSRF_SECRET) and difficulty, or Turnstile's site key and secret.
       */
      CHALLENGE_SECRET?: string;
      CHALLENGE_MAX_COUNTER?: string;
      TURNSTILE_SITE_KEY?: string;
      TURNSTILE_SECRET?: string;
    }
  }
}

export type Bindings = Cloudflare.Env;

/**
 * Not a binding: what each request adds to its own copy of the bindings (src/middleware/requestScope.ts),
 * so the cached reads every page makes through `env` can leave work for after the answer.
 */
export interface RequestScope {
  /** The request's `ExecutionContext.waitUntil`; absent in cron jobs and direct calls (decision 0024). */
  background?: (work: Promise<unknown>) => void;
  /** On a page the page cache may keep: what the request read through the cache (decision 0042). */
  reads?: ReadLog;
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
