import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { localePath } from '../../i18n/lang';
import { messages } from '../../i18n/messages';

/** What every page handler needs: language, strings, links in that language, the public origin. */
export function pageContext(c: Context<AppEnv>) {
  const lang = c.get('lang');
  return {
    lang,
    m: messages(lang),
    cm: messages(lang).catalogue,
    href: (path: string) => localePath(lang, path),
    origin: c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin,
  };
}

export type PageContext = ReturnType<typeof pageContext>;
