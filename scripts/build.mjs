// Builds the browser assets into static/assets (git-ignored) with content hashes in their names, and
// writes src/generated/assets.json, which the worker imports to link them, and the postal codes it bundles
// (src/generated/postal-codes.txt):
//   - the client shell (esbuild, ES modules with code splitting: React DOM is a chunk of its own, fetched
//     only when an island hydrates; docs/decisions/0035)
//   - the stylesheet (UnoCSS utilities found in src/, the shell's state styles, self-hosted Inter)
//   - the Inter font files (Latin and Latin Extended subsets: ő and ű are in Latin Extended-A)
//   - data the worker reads through ASSETS when it needs it: the settlements and the common passwords
import { createGenerator } from '@unocss/core';
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { hungaryDotMap } from './map.mjs';
import unoConfig from './uno.config.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'static/assets');
const hash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 10);

async function filesUnder(dir, pattern) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && pattern.test(e.name)).map((e) => join(e.parentPath ?? e.path, e.name));
}

const development = process.env.CLIENT_BUILD === 'development';

async function buildScripts() {
  const result = await build({
    entryPoints: { shell: join(root, 'src/client/shell.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: !development,
    sourcemap: false,
    target: ['es2022'],
    outdir: out,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    // React's production build; `CLIENT_BUILD=development` builds its development one instead, which
    // names hydration mismatches in the console (decision 0035: how the browser journeys were checked).
    define: { 'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production') },
    logLevel: 'warning',
  });
  const shell = Object.entries(result.metafile.outputs).find(([, o]) =>
    o.entryPoint?.endsWith('src/client/shell.ts'),
  )?.[0];
  return '/' + relative(join(root, 'static'), join(root, shell));
}

const FONT_SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};
const FONT_WEIGHTS = [400, 600, 700];

async function copyFonts() {
  await mkdir(join(out, 'fonts'), { recursive: true });
  const faces = [];
  const preload = [];
  for (const [subset, range] of Object.entries(FONT_SUBSETS)) {
    for (const weight of FONT_WEIGHTS) {
      const source = join(root, `node_modules/@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2`);
      const data = await readFile(source);
      const name = `inter-${subset}-${weight}-${hash(data)}.woff2`;
      await copyFile(source, join(out, 'fonts', name));
      const url = `/assets/fonts/${name}`;
      if (weight !== 700) preload.push({ subset, url });
      faces.push(
        `@font-face{font-family:Inter;font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${range}}`,
      );
    }
  }
  // Hungarian text needs both subsets at first paint (á é í ó ö ü are Latin-1, ő ű Latin Extended-A).
  return { css: faces.join('\n'), preload: preload.map((p) => p.url) };
}

async function buildCss(fontCss) {
  const generator = await createGenerator(unoConfig);
  const sources = await filesUnder(join(root, 'src'), /\.(tsx?|mjs)$/);
  const code = (await Promise.all(sources.map((file) => readFile(file, 'utf8')))).join('\n');
  const { css } = await generator.generate(code, { preflights: true, minify: true });
  const shellCss = await readFile(join(root, 'src/styles/shell.css'), 'utf8');
  // The Tailwind-compatible reset: UnoCSS presets ship utilities only, not a base stylesheet.
  const reset = await readFile(join(root, 'node_modules/@unocss/reset/tailwind.css'), 'utf8');
  const { code: full } = await transform(`${fontCss}\n${reset}\n${css}\n${shellCss}`, { loader: 'css', minify: true });
  const name = `app-${hash(full)}.css`;
  await writeFile(join(out, name), full);
  return `/assets/${name}`;
}

async function buildMap() {
  const svg = await hungaryDotMap(root);
  const name = `hungary-${hash(svg)}.svg`;
  await writeFile(join(out, name), svg);
  return `/assets/${name}`;
}

/**
 * The settlement reference data as a hashed static file: the worker reads it through its ASSETS binding
 * when a search or a locations page needs it, instead of carrying 72 KiB gzipped in every upload
 * (issue 13 point 1, docs/decisions/0026). Browsers may fetch it too: it is public KSH data.
 */
async function buildSettlements() {
  const json = JSON.stringify(JSON.parse(await readFile(join(root, 'src/data/settlements.json'), 'utf8')));
  const name = `settlements-${hash(json)}.json`;
  await writeFile(join(out, name), json);
  return { path: `/assets/${name}`, postalCodes: postalCodesOf(JSON.parse(json)) };
}

/**
 * Mozilla's common-password list as the package ships it (front-coded, one entry a line: 96 KB gzipped),
 * as a hashed static file: the worker reads it through ASSETS only when a password is set, so neither
 * its start-up nor its upload carries it (issue 13 point 1, docs/decisions/0026). The list is public.
 */
async function buildCommonPasswords() {
  const encoded = createRequire(import.meta.url)('fxa-common-password-list/src/encoded-passwords.js');
  const name = `common-passwords-${hash(encoded)}.txt`;
  await writeFile(join(out, name), encoded);
  return `/assets/${name}`;
}

/** Every postal code a settlement has, ascending, space-separated: what the address check needs (about 5 KB). */
const postalCodesOf = (settlements) =>
  [...new Set(settlements.flatMap((settlement) => settlement.postalCodes))].sort((a, b) => a - b).join(' ');

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const [shell, fonts, map, settlements, commonPasswords] = await Promise.all([
  buildScripts(),
  copyFonts(),
  buildMap(),
  buildSettlements(),
  buildCommonPasswords(),
]);
const css = await buildCss(fonts.css);
const files = await filesUnder(out, /./);
const buildId = hash((await Promise.all(files.sort().map((f) => readFile(f)))).join(''));
const manifest = {
  buildId,
  shell,
  css,
  map,
  settlements: settlements.path,
  commonPasswords,
  preload: fonts.preload.slice(0, 4),
};
await mkdir(join(root, 'src/generated'), { recursive: true });

// Written only when it changed: wrangler's [build] watches src/, and rewriting the same file would start
// the build again, for ever (`wrangler dev --env production`).
async function writeGenerated(name, text) {
  const file = join(root, 'src/generated', name);
  if ((await readFile(file, 'utf8').catch(() => '')) !== text) await writeFile(file, text);
}

await writeGenerated('assets.json', JSON.stringify(manifest, null, 2) + '\n');
await writeGenerated('postal-codes.txt', settlements.postalCodes);
console.log(`Built ${files.length} asset files, build ${buildId}: ${shell}, ${css}`);
