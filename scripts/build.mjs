// Builds the browser assets into static/assets (git-ignored) with content hashes in their names, and
// writes src/generated/assets.json, which the worker imports to link them, and the postal codes it bundles
// (src/generated/postal-codes.txt):
//   - the client shell (esbuild, ES modules with code splitting: React DOM is a chunk of its own, fetched
//     only when an island hydrates; docs/decisions/0035)
//   - the stylesheet (UnoCSS utilities found in src/, the shell's state styles, self-hosted Inter)
//   - the Inter font, subset to the site's characters and weights, with a metric-matched fallback face
//   - data the worker reads through ASSETS when it needs it: the settlements and the common passwords
import { createGenerator } from '@unocss/core';
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/**
 * The proof-of-work solver's Web Worker (decision 0050): a file of its own, without the shell's chunks,
 * loaded only when a page asks for a challenge (the summary step, sign-up).
 */
async function buildChallengeWorker() {
  return buildAlone('challenge-worker', 'src/client/challengeWorker.ts');
}

/** A script of its own, without the shell's chunks: `name` from `entry`. */
async function buildAlone(name, entry) {
  const result = await build({
    entryPoints: { [name]: join(root, entry) },
    bundle: true,
    format: 'esm',
    minify: !development,
    target: ['es2022'],
    outdir: out,
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  const [file] = Object.keys(result.metafile.outputs);
  return '/' + relative(join(root, 'static'), join(root, file));
}

// Fonts (issue 14 point 3, docs/decisions/0036). The variable Inter, subset to the characters the site's
// texts use and its wght axis cut to the weights the CSS asks for: one preloaded file of about 25 KB where
// six files of 143–178 KB were. @fontsource-variable/inter splits Inter by script, and no file holds both
// the digits and punctuation (its "latin" file) and ő ű (its "latin-ext" file); harfbuzz subsets but cannot
// merge, so each character is taken from the first file whose range holds it, and the few from the second
// file (ő Ő ű Ű) ride inline in the stylesheet. A character in neither (→ ★) falls back to the system font.
const INTER_DIR = join(root, 'node_modules/@fontsource-variable/inter');
const INTER_FILES = ['latin', 'latin-ext'];
// font-600, font-700, font-semibold, font-bold and shell.css's 400/600; strong/b are 700 (bolder than 400).
const FONT_WEIGHT = { min: 400, max: 700 };
// The OpenType features a browser applies unasked to Latin text (kern, ligatures, Inter's contextual
// punctuation, marks, locale forms, the weight-dependent glyphs); no CSS asks for tnum, ss01 and the like.
const FONT_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rclt', 'rvrn'];
// Hungarian and English whatever the texts say today: printable ASCII, Latin-1 (no-break space included),
// ő ű, the typographic quotes, dashes, ellipsis, bullet, euro and minus.
const FONT_BASE_TEXT =
  String.fromCodePoint(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i)) +
  String.fromCodePoint(...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i)) +
  'ŐőŰű„“”‘’‚–—…•€−‹›';
// Where the site's texts live: the message catalogues, components and data, and the seeded content.
const FONT_TEXT_DIRS = ['src', 'scripts/seed'];
// A second file's subset larger than this is served as a file rather than inline in the stylesheet.
const FONT_INLINE_MAX = 6 * 1024;
const FONT_CACHE = join(root, '.cache/fonts');

/** Every character of the site's texts beyond ASCII, with the base set, as one sorted string. */
async function fontText() {
  const chars = new Set(FONT_BASE_TEXT);
  for (const dir of FONT_TEXT_DIRS) {
    for (const file of await filesUnder(join(root, dir), /\.(tsx?|mjs|json|md|css)$/)) {
      for (const ch of await readFile(file, 'utf8')) if (/[^\p{Cc}\p{Cf}\p{Cs}\p{Z}]/u.test(ch)) chars.add(ch);
    }
  }
  return [...chars].sort((a, b) => a.codePointAt(0) - b.codePointAt(0));
}

/** 'U+0000-00FF,U+0131' as a predicate on a code point. */
function inUnicodeRange(range) {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.replace('U+', '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
  return (cp) => spans.some(([from, to]) => cp >= from && cp <= to);
}

/** Sorted characters as a CSS unicode-range, consecutive code points joined ('U+20-7E,U+A0-FF'). */
function unicodeRangeOf(chars) {
  const spans = [];
  for (const cp of chars.map((ch) => ch.codePointAt(0))) {
    const last = spans.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else spans.push([cp, cp]);
  }
  const hex = (cp) => cp.toString(16).toUpperCase();
  return spans.map(([from, to]) => `U+${hex(from)}${to > from ? `-${hex(to)}` : ''}`).join(',');
}

/** One subset, from the cache when the same source, characters and options made it before. */
async function subsetCached(source, text) {
  const input = await readFile(source);
  const options = { targetFormat: 'woff2', keepFeatures: FONT_FEATURES, variationAxes: { wght: FONT_WEIGHT } };
  const version = JSON.parse(await readFile(join(root, 'node_modules/subset-font/package.json'), 'utf8')).version;
  const key = hash(Buffer.concat([input, Buffer.from(JSON.stringify([text, options, version]))]));
  const cached = join(FONT_CACHE, `${key}.woff2`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  // Loaded on a cache miss only: harfbuzz's WebAssembly takes a while to start.
  const { default: subsetFont } = await import('subset-font');
  const data = await subsetFont(input, text, options);
  await mkdir(FONT_CACHE, { recursive: true });
  await writeFile(cached, data);
  return data;
}

/*
 * The fallback face that stands in for Inter until it arrives, scaled so that a line of text takes the
 * same width and height in both and the swap moves nothing. Sources of the numbers:
 *  - Inter: unitsPerEm 2048, hhea ascender 1984, descender -494, lineGap 0, read from
 *    @fontsource-variable/inter 5.3.0's inter-latin-wght-normal.woff2 with harfbuzz (hb_font_get_h_extents).
 *  - width: the advance of the site's message catalogues (src/i18n, 15,696 Hungarian and 15,009 English
 *    characters) shaped with harfbuzz in Inter at wght 400, 600 and 700 over the same text in Liberation
 *    Sans 2.1 Regular and Bold, whose advance widths are Arial's and Helvetica's by design: Inter is
 *    1.0662, 1.0129 and 1.0230 times as wide (Hungarian alone 1.0642, 1.0149, 1.0260; English 1.0683,
 *    1.0108, 1.0199).
 * With size-adjust the fallback's own vertical metrics are replaced, not scaled, by the overrides, so only
 * Inter's ascender and descender enter them (divided by size-adjust, which scales them again).
 */
const INTER_METRICS = { unitsPerEm: 2048, ascender: 1984, descender: -494, lineGap: 0 };
const ARIAL_BOLD = [
  'Arial Bold',
  'Arial-BoldMT',
  'Helvetica Bold',
  'Helvetica-Bold',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
];
const FALLBACK_FACES = [
  {
    weight: '100 500',
    widthRatio: 1.0662,
    local: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans'],
  },
  {
    weight: '600',
    widthRatio: 1.0129,
    local: ARIAL_BOLD,
  },
  {
    weight: '700 900',
    widthRatio: 1.023,
    local: ARIAL_BOLD,
  },
];

function fallbackFaces() {
  const { unitsPerEm, ascender, descender, lineGap } = INTER_METRICS;
  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  return FALLBACK_FACES.map(
    ({ weight, widthRatio, local }) =>
      `@font-face{font-family:'Inter fallback';font-style:normal;font-weight:${weight};` +
      `src:${local.map((name) => `local('${name}')`).join(',')};size-adjust:${percent(widthRatio)};` +
      `ascent-override:${percent(ascender / unitsPerEm / widthRatio)};` +
      `descent-override:${percent(-descender / unitsPerEm / widthRatio)};` +
      `line-gap-override:${percent(lineGap / unitsPerEm / widthRatio)}}`,
  );
}

async function buildFonts() {
  await mkdir(join(out, 'fonts'), { recursive: true });
  const ranges = JSON.parse(await readFile(join(INTER_DIR, 'unicode.json'), 'utf8'));
  const covers = INTER_FILES.map((subset) => inUnicodeRange(ranges[subset]));
  const parts = INTER_FILES.map(() => []);
  const fallsBack = [];
  for (const ch of await fontText()) {
    const at = covers.findIndex((covered) => covered(ch.codePointAt(0)));
    (at < 0 ? fallsBack : parts[at]).push(ch);
  }
  const faces = [];
  const preload = [];
  const sizes = [];
  for (const [i, subset] of INTER_FILES.entries()) {
    if (!parts[i].length) continue;
    const data = await subsetCached(join(INTER_DIR, `files/inter-${subset}-wght-normal.woff2`), parts[i].join(''));
    let url;
    if (i > 0 && data.length <= FONT_INLINE_MAX) {
      url = `data:font/woff2;base64,${data.toString('base64')}`;
      sizes.push(`${subset} ${data.length} B inline`);
    } else {
      const name = `inter-${subset}-${hash(data)}.woff2`;
      await writeFile(join(out, 'fonts', name), data);
      url = `/assets/fonts/${name}`;
      // Every page has text above the fold, so the first file is asked for with the stylesheet.
      if (i === 0) preload.push(url);
      sizes.push(`${subset} ${data.length} B`);
    }
    faces.push(
      `@font-face{font-family:Inter;font-style:normal;font-weight:${FONT_WEIGHT.min} ${FONT_WEIGHT.max};` +
        `font-display:swap;src:url(${url}) format('woff2');unicode-range:${unicodeRangeOf(parts[i])}}`,
    );
  }
  console.log(`Fonts: ${sizes.join(', ')}; from the system font: ${fallsBack.join(' ') || 'none'}`);
  return { css: [...faces, ...fallbackFaces()].join('\n'), preload };
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

/**
 * Leaflet's stylesheet for the street map (decision 0061), as a hashed file the map's chunk links only when
 * it draws a map; its marker images are never asked for (the markers are the site's own).
 */
async function buildLeafletCss() {
  const source = await readFile(join(root, 'node_modules/leaflet/dist/leaflet.css'), 'utf8');
  const { code } = await transform(source, { loader: 'css', minify: true });
  const name = `leaflet-${hash(code)}.css`;
  await writeFile(join(out, name), code);
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
/** zxing-wasm's reader, which the staff scanner's polyfill loads from here instead of a CDN (decision 0067). */
async function copyZxingWasm() {
  const wasm = await readFile(join(root, 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'));
  const name = `zxing-reader-${hash(wasm)}.wasm`;
  await writeFile(join(out, name), wasm);
  return `/assets/${name}`;
}

const [shell, challengeWorker, staff, zxingWasm, fonts, map, leafletCss, settlements, commonPasswords] =
  await Promise.all([
    buildScripts(),
    buildChallengeWorker(),
    // The staff area's script (decision 0067): the day sheet's live updates; loaded by staff pages only.
    buildAlone('staff', 'src/client/staff.ts'),
    copyZxingWasm(),
    buildFonts(),
    buildMap(),
    buildLeafletCss(),
    buildSettlements(),
    buildCommonPasswords(),
  ]);
const css = await buildCss(fonts.css);
const files = await filesUnder(out, /./);
const buildId = hash((await Promise.all(files.sort().map((f) => readFile(f)))).join(''));
const manifest = {
  buildId,
  shell,
  challengeWorker,
  staff,
  zxingWasm,
  css,
  map,
  leafletCss,
  settlements: settlements.path,
  commonPasswords,
  preload: fonts.preload,
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
