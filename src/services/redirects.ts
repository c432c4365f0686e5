import { listRedirects } from '../db/redirects';
import type { RedirectRule } from '../domain/redirects';
import type { Bindings } from '../env';

/** The legacy URLs and where each now lives (the redirects table), for the 404 path to match against. */
export const redirectRules = (env: Pick<Bindings, 'DB'>): Promise<RedirectRule[]> => listRedirects(env.DB);
