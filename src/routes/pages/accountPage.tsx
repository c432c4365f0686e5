import type { Context } from 'hono';
import { PageHeader } from '../../components/PageHeader';
import type { AppEnv } from '../../env';
import type { AccountMessages } from '../../i18n/accountMessages';
import { accounts, loggedInUser } from '../api/caller';
import type { PageContext } from './pageContext';

/**
 * What every account page shares (account.tsx, accountOverview.tsx, accountProfile.tsx): the paths, the
 * page's header and trail, the props every account island gets, and the login a page may need.
 */

export type Page = keyof AccountMessages['titles'];

export const PATHS: Record<Page, string> = {
  overview: '/sajat',
  profile: '/sajat/profilom',
  firstSteps: '/sajat/elso-lepesek',
  signup: '/sajat/regisztracio',
  login: '/sajat/bejelentkezes',
  reset: '/sajat/jelszo-visszaallitas',
};

export function render(
  c: Context<AppEnv>,
  page: PageContext,
  which: Page,
  body: React.ReactNode,
  intro = page.m.account.intros[which],
) {
  const labels = page.m.account;
  const title = labels.titles[which];
  const trail =
    which === 'overview'
      ? [{ name: title, href: page.href(PATHS.overview) }]
      : [
          ...(['profile', 'firstSteps'].includes(which)
            ? [{ name: labels.titles.overview, href: page.href(PATHS.overview) }]
            : []),
          { name: title, href: page.href(PATHS[which]) },
        ];
  return c.render(
    <>
      <PageHeader page={page} trail={trail} title={title} intro={intro} />
      <div className="wrap space-y-8 py-8 sm:py-10">{body}</div>
    </>,
    { title, description: intro, noindex: true },
  );
}

/** The offered OAuth logins as links that start each one's flow and come back to `redirectUri`. */
export const oauthProviderLinks = async (c: Context<AppEnv>, redirectUri: string) =>
  (await accounts(c).providers()).map(({ id, name }) => ({
    id,
    name,
    href: `/api/auth/authorize?${new URLSearchParams({ provider: id, redirectUri })}`,
  }));

export const islandProps = (page: PageContext) => ({
  lang: page.lang,
  prefix: page.lang === 'en' ? '/en' : '',
  labels: page.m.account,
});

export type LoggedIn = NonNullable<Awaited<ReturnType<typeof loggedInUser>>>;

/** The logged-in user (by the accounts port), or the redirect to the login page that comes back here. */
export async function loggedIn(c: Context<AppEnv>, page: PageContext, which: Page): Promise<LoggedIn | Response> {
  const found = await loggedInUser(c);
  if (found) return found;
  return c.redirect(`${page.href(PATHS.login)}?${new URLSearchParams({ next: page.href(PATHS[which]) })}`, 302);
}
