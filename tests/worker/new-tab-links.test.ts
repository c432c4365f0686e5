import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from './helpers';

/**
 * A link that opens a new tab says so, in words a screen reader reads and not only by an icon (WCAG
 * 3.2.5, issue 16): the footer's social links and partner logo on every page, the map and directions
 * links of the contact and location pages.
 */
const SAYS = { hu: '(új lapon nyílik meg)', en: '(opens in a new tab)' };

/** Each `target="_blank"` link of a page: its opening tag's aria-label and its content. */
async function newTabLinks(path: string) {
  const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
  return [...html.matchAll(/<a\b([^>]*\btarget="_blank"[^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, content]) => ({
    label: /aria-label="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    content: content!.replace(/<[^>]+>/g, ''),
    href: /href="([^"]*)"/.exec(attributes!)?.[1],
  }));
}

describe('links that open a new tab', () => {
  it.each([
    ['hu', '/', 5],
    ['en', '/en', 5],
    ['hu', '/kapcsolat', 7],
    ['en', '/en/kapcsolat', 7],
    ['hu', '/helyszinek/budapest-vaci-ut', 6],
    ['en', '/en/helyszinek/budapest-vaci-ut', 6],
  ] as const)('say so in %s on %s', async (lang, path, atLeast) => {
    const links = await newTabLinks(path);
    expect(links.length).toBeGreaterThanOrEqual(atLeast);
    for (const link of links) {
      // With an aria-label, that is the name read out; without one, the content is.
      const name = link.label || link.content;
      expect(name, link.href).toContain(SAYS[lang]);
    }
  });
});
