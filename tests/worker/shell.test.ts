import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN } from './helpers';

const page = async (path = '/') => {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { status: res.status, html: await res.text() };
};
const section = (html: string, tag: 'header' | 'footer') =>
  html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));

afterEach(() => vi.restoreAllMocks());

describe('the header', () => {
  it('renders the top menu from the content source, with submenus, the appointment button and the language switch', async () => {
    const header = section((await page('/')).html, 'header');
    expect(header).toContain('<a href="/" class="mr-auto');
    expect(header).toContain('>Laborvizsgálatok</a>');
    expect(header).toContain('href="/laborvizsgalatok?kategoria=pajzsmirigy" class="submenu-link">Pajzsmirigy</a>');
    expect(header.match(/class="submenu-link"/g)).toHaveLength(18);
    expect(header).toMatch(/data-appointment-button=""[^>]*>.*Időpontfoglalás<\/a>/s);
    expect(header).toContain('<a href="/en" hrefLang="en" lang="en"');
  });

  it('links the logo and menu to the English pages under /en', async () => {
    const header = section((await page('/en/nincs')).html, 'header');
    expect(header).toContain('<a href="/en" class="mr-auto');
    expect(header).toContain('<a href="/en/helyszinek" class="nav-link">Locations</a>');
    expect(header).toContain('<a href="/nincs" hrefLang="hu" lang="hu"');
  });

  it('shows no menu and writes a console message when the menu is empty', async () => {
    const warn = vi.spyOn(console, 'warn');
    await env.DB.prepare("DELETE FROM content_documents WHERE type_uid = 'top-menus' AND locale = 'hu'").run();
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).not.toContain('id="main-nav"');
    expect(html).toContain('data-cart-badge');
    expect(warn).toHaveBeenCalledWith('Main menu is empty (locale hu)');
  });

  it('shows no menu and logs when the menu fetch fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.prepare("DELETE FROM content_documents WHERE type_uid = 'top-menus'").run();
    await env.DB.prepare("DELETE FROM content_types WHERE uid = 'top-menus'").run();
    const { status, html } = await page('/en');
    expect(status).toBe(200);
    expect(html).not.toContain('id="main-nav"');
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^The main menu left empty: the content query failed: .*"path":"top-menus","locale":"en"/),
      expect.anything(),
    );
  });
});

describe('the footer', () => {
  it('shows the company data, both menus, the second logo and only the enabled networks', async () => {
    const footer = section((await page('/')).html, 'footer');
    expect(footer).toContain('1134 Budapest, Váci út 45/B.');
    expect(footer).toContain('Cg. 01-09-123456');
    expect(footer).toContain('12345676-2-41');
    expect(footer).toContain('>Teljes árlista</a>');
    expect(footer).toContain('>Adatkezelési tájékoztató</a>');
    expect(footer).toMatch(
      /<a href="https:\/\/nah\.gov\.hu"[^>]*><img src="\/images\/partner-akkreditalt\.svg" alt="NAH akkreditált laboratórium" width="120" height="48"/,
    );
    const networks = [...footer.matchAll(/data-social="(\w+)"/g)].map((m) => m[1]);
    expect(networks).toEqual(['instagram', 'facebook', 'linkedin', 'youtube']);
    expect(footer).toContain('2025 Pannon Labor Kft. ©');
  });

  it('follows the content: a network switched on appears, a copyright text replaces the default', async () => {
    const row = await env.DB.prepare(
      "SELECT id, data FROM content_documents WHERE type_uid = 'bottom-data-plural' AND locale = 'en'",
    ).first<{ id: number; data: string }>();
    const data = JSON.parse(row!.data);
    data.Tiktok.Enabled = true;
    data.Copyright = '© 2026 Pannon Labor Ltd.';
    await env.DB.prepare('UPDATE content_documents SET data = ? WHERE id = ?')
      .bind(JSON.stringify(data), row!.id)
      .run();
    const footer = section((await page('/en')).html, 'footer');
    expect([...footer.matchAll(/data-social="(\w+)"/g)].map((m) => m[1])).toEqual([
      'tiktok',
      'instagram',
      'facebook',
      'linkedin',
      'youtube',
    ]);
    expect(footer).toContain('© 2026 Pannon Labor Ltd.');
  });

  it('logs a failed footer load and still renders the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.prepare("DELETE FROM content_documents WHERE type_uid = 'bottom-data-plural'").run();
    await env.DB.prepare("DELETE FROM content_types WHERE uid = 'bottom-data-plural'").run();
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('Laborvizsgálat gyorsan, átlátható áron');
    expect(section(html, 'footer')).toContain('>Teljes árlista</a>');
    expect(section(html, 'footer')).not.toContain('Székhely');
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^The footer data left empty: the content query failed: .*"path":"bottom-data-plural","locale":"hu"/,
      ),
      expect.anything(),
    );
  });
});
