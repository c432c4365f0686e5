import type { Bindings } from '../../env';
import { embeddedAccounts } from './embedded';
import { httpAccounts } from './http';
import type { AccountsBackend, AccountsCaller } from './port';

export { AccountsError } from './port';
export type { AccountsBackend, AccountsCaller, AccountPatient, AccountUser } from './port';

/**
 * The accounts implementation wrangler.toml's ACCOUNTS_BACKEND names (DESIGN.md: configuration, never a
 * code edit): "embedded" (the default: users, sessions and patients in the site's D1) or "http" (the
 * upstream that owns accounts at ACCOUNTS_API_URL, with the secret ACCOUNTS_API_KEY). A missing or
 * unknown setting is an error naming it, never a fallback to the other one.
 */
export function accountsBackend(env: Bindings, caller: AccountsCaller): AccountsBackend {
  const kind = env.ACCOUNTS_BACKEND ?? 'embedded';
  switch (kind) {
    case 'embedded':
      return embeddedAccounts(env, caller);
    case 'http': {
      const url = env.ACCOUNTS_API_URL;
      if (!url) throw new Error('ACCOUNTS_BACKEND is "http" but ACCOUNTS_API_URL is not set');
      if (!/^https?:\/\//.test(url) || !URL.canParse(url)) {
        throw new Error(`ACCOUNTS_API_URL must be an http(s) URL, not "${url}"`);
      }
      if (!env.ACCOUNTS_API_KEY)
        throw new Error('ACCOUNTS_BACKEND is "http" but the secret ACCOUNTS_API_KEY is not set');
      // A service binding to the upstream worker, when there is one, carries the calls instead of the internet.
      const service = env.ACCOUNTS_SERVICE;
      const fetch = service ? (input: RequestInfo | URL, init?: RequestInit) => service.fetch(input, init) : undefined;
      return httpAccounts({ baseUrl: url, apiKey: env.ACCOUNTS_API_KEY, fetch }, caller, env.DB);
    }
    default:
      throw new Error(`Unknown ACCOUNTS_BACKEND "${kind}"; expected "embedded" or "http"`);
  }
}
