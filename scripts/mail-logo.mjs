// `node scripts/mail-logo.mjs`: draws static/images/logo.svg as static/images/logo-mail.png, the logo the
// e-mails show (docs/decisions/0041). Gmail, Outlook and Yahoo Mail show no SVG image, so a mail needs a
// raster copy; it is drawn at twice its 172 × 40 size for sharp screens, in Inter as on the site, on white
// so that a client's dark mode, which recolours backgrounds but not images, cannot leave dark text on dark.
// Run again whenever logo.svg changes; the PNG is committed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, root } from './lib/local.mjs';

const svg = readFileSync(join(root, 'static/images/logo.svg'), 'utf8');
const font = readFileSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const page = `<!doctype html><style>
@font-face { font-family: Inter; font-weight: 100 900; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); }
html, body { margin: 0; background: #fff; }
svg { display: block; }
</style>${svg}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 400, height: 200 } });
  const tab = await context.newPage();
  await tab.setContent(page);
  // Runs in the page, where the font is loaded: wait for it before drawing.
  await tab.evaluate('document.fonts.ready.then(() => true)');
  const path = join(root, 'static/images/logo-mail.png');
  await tab.locator('svg').screenshot({ path });
  console.log(`Wrote ${path}`);
} finally {
  await browser.close();
}
