/** Hungarian is the default and unprefixed; English lives under /en (spec section 2, DESIGN.md). */
export const LANGS = ['hu', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'hu';

export function isLang(value: string | undefined): value is Lang {
  return value === 'hu' || value === 'en';
}

/** The path a page has in `lang`: '/helyszinek' in hu, '/en/helyszinek' in en. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/**
 * Splits a request path into its language and the path without the prefix. Only a known two-letter
 * prefix counts; '/hu' is reported so the caller can redirect it to the unprefixed path.
 */
export function splitLangPrefix(path: string): { lang: Lang; path: string; explicitDefault: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  if (match && isLang(match[1])) {
    const rest = path.slice(3) || '/';
    return { lang: match[1], path: rest, explicitDefault: match[1] === DEFAULT_LANG };
  }
  return { lang: DEFAULT_LANG, path, explicitDefault: false };
}

export const HTML_LANG: Record<Lang, string> = { hu: 'hu-HU', en: 'en-GB' };
