import { contentPart, menuItems } from '../backends/content';
import type { ContentEntry, ContentResponse } from '../backends/content/port';
import { defaultCopyright, type FooterData, SOCIAL_NETWORKS } from '../domain/footer';
import type { MenuItem, MenuLink } from '../domain/menu';
import type { ImageSource } from '../domain/image';
import type { Bindings } from '../env';
import type { Lang } from '../i18n/lang';
import { loadImageMeta } from './imageMeta';

/**
 * The main menu's populate for top-menus as schema.json describes it: entries holding a MenuItem list
 * whose items hold their Submenu links. Only attributes of the type may be named, as Strapi 5 refuses
 * any other populate key with 400 (strapi/strapi #19372): a top-level `Submenu` beside it would cost
 * the whole menu.
 */
export const MAIN_MENU_POPULATE = { MenuItem: { populate: ['Submenu'] } };

/**
 * The header menu from the top-menus collection (spec section 7, Menu). A failed or empty fetch writes
 * a console message and the header shows no menu (spec section 8).
 */
export async function loadMainMenu(env: Bindings, lang: Lang): Promise<MenuItem[]> {
  const response = await contentPart(env, 'top-menus', { locale: lang, populate: MAIN_MENU_POPULATE }, 'The main menu');
  const items = menuItems(response);
  if (items.length === 0 && response.data) console.warn(`Main menu is empty (locale ${lang})`);
  return items;
}

/** The footer's data and both link menus. A failed load is logged and the page still renders. */
export async function loadFooter(env: Bindings, lang: Lang): Promise<FooterData> {
  const [data, menu1, menu2] = await Promise.all([
    footerEntry(env, lang),
    footerMenu(env, lang, 'bottom-menu-1s'),
    footerMenu(env, lang, 'bottom-menu-2s'),
  ]);
  const provider = str(data?.ProviderName);
  return {
    headquarter: str(data?.Headquarter),
    companyNumber: str(data?.CompanyNumber),
    taxNumber: str(data?.TaxNumber),
    secondLogo: await mediaImage(env, data?.SecondLogo),
    secondLogoUrl: str(data?.SecondLogoURL),
    socials: SOCIAL_NETWORKS.flatMap((network) => {
      const entry = data?.[network[0]!.toUpperCase() + network.slice(1)] as
        { Enabled?: unknown; Link?: unknown } | undefined;
      const link = str(entry?.Link);
      return entry?.Enabled === true && link ? [{ network, link }] : [];
    }),
    copyright: str(data?.Copyright) ?? defaultCopyright(provider),
    menu1,
    menu2,
  };
}

async function footerEntry(env: Bindings, lang: Lang): Promise<ContentEntry | undefined> {
  return firstEntry(await contentPart(env, 'bottom-data-plural', { locale: lang, populate: '*' }, 'The footer data'));
}

async function footerMenu(env: Bindings, lang: Lang, type: string): Promise<MenuLink[]> {
  const query = { locale: lang, populate: '*', sort: ['Weight:asc'] };
  const response = await contentPart(env, type, query, `The footer menu ${type}`);
  const items = menuItems(response);
  if (items.length === 0 && response.data) console.warn(`Footer menu ${type} is empty (locale ${lang})`);
  return items.map(({ text, link }) => ({ text, link }));
}

function firstEntry(response: ContentResponse): ContentEntry | undefined {
  return Array.isArray(response.data) ? response.data[0] : (response.data ?? undefined);
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** A Strapi media object as an image; the size is read from the file when the content lacks it. */
export async function mediaImage(env: Bindings, media: unknown): Promise<ImageSource | undefined> {
  if (!media || typeof media !== 'object') return undefined;
  const { url, width, height, alternativeText } = media as Record<string, unknown>;
  if (typeof url !== 'string' || !url) return undefined;
  const alt = typeof alternativeText === 'string' ? alternativeText : '';
  if (typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0) {
    return { url, width, height, alt };
  }
  const meta = await loadImageMeta(env, url);
  return { url, width: meta.width, height: meta.height, alt };
}
