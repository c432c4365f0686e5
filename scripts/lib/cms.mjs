// The Strapi 5 project in cms/ run locally (`npm run cms`, scripts/cms.mjs) and by tests that compare
// the site against a real Strapi: install, secrets, admin build, the seed's import, start and stop.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { catalogueDocuments } from '../seed/catalogue-content.mjs';
import { companyDocuments } from '../seed/company.mjs';
import { contentDocuments } from '../seed/content.mjs';
import { newsDocuments } from '../seed/news.mjs';
import { pageDocuments } from '../seed/pages.mjs';

export const root = resolve(import.meta.dirname, '../..');
export const cmsDir = join(root, 'cms');
const strapiBin = join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js');

/**
 * What every Strapi process of ours runs with: no telemetry, no browser opened. The update check is off in
 * cms/config/server.js (logger.updates): Strapi 5.54 only warns that STRAPI_DISABLE_UPDATE_NOTIFICATION is gone.
 */
const quiet = { STRAPI_TELEMETRY_DISABLED: 'true', BROWSER: 'none' };

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function run(command, args, { cwd = cmsDir, env = {}, what }) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...quiet, ...env } });
  if (result.status !== 0) throw new Error(`${what} failed (exit code ${result.status ?? result.signal}).`);
}

/** `npm ci` in cms/ when its node_modules is missing or older than its lock. @returns whether it ran */
export function ensureCmsDependencies() {
  const installed = join(cmsDir, 'node_modules/.package-lock.json');
  if (existsSync(strapiBin) && mtime(installed) >= mtime(join(cmsDir, 'package-lock.json'))) return false;
  run('npm', ['ci', '--no-audit', '--no-fund'], {
    what: 'Installing the CMS (npm ci in cms/)',
    // `npm run cms` hands the site's engine-strict (.npmrc) down as npm_config_engine_strict, and Strapi
    // 5.54 depends on preferred-pm 5, which asks for Node 22.13 while Strapi itself supports Node 20.
    env: { npm_config_engine_strict: 'false' },
  });
  return true;
}

const secret = (bytes = 32) => randomBytes(bytes).toString('base64');

/**
 * cms/.env with fresh random secrets and a local admin, when there is none (local runs only: production
 * sets its own, see README). @returns {Record<string, string>} the settings in cms/.env
 */
export function ensureCmsEnv() {
  const file = join(cmsDir, '.env');
  if (!existsSync(file)) {
    const lines = [
      '# Written by `npm run cms` for local runs: random secrets, never used in production.',
      'HOST=127.0.0.1',
      `APP_KEYS=${[secret(16), secret(16), secret(16), secret(16)].join(',')}`,
      `API_TOKEN_SALT=${secret(16)}`,
      `ADMIN_JWT_SECRET=${secret(16)}`,
      `TRANSFER_TOKEN_SALT=${secret(16)}`,
      `JWT_SECRET=${secret(16)}`,
      `ENCRYPTION_KEY=${secret(16)}`,
      'CMS_ADMIN_EMAIL=admin@example.com',
      // Strapi's admin password rules: 8+ characters with a lower and an upper case letter and a digit.
      `CMS_ADMIN_PASSWORD=Lab-${randomBytes(9).toString('base64url')}-a1A`,
    ];
    writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  return parseEnv(readFileSync(file, 'utf8'));
}

function parseEnv(text) {
  const env = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) env[match[1]] = match[2];
  }
  return env;
}

/**
 * The admin panel's build, when it is missing or older than the installed Strapi: cms/scripts/build.js,
 * which is `strapi build` minus its mistaking cms/ for a TypeScript project (it finds the site's tsconfig).
 */
export function ensureAdminBuilt() {
  const built = join(cmsDir, 'build/index.html');
  if (mtime(built) >= mtime(join(cmsDir, 'node_modules/.package-lock.json'))) return false;
  run(process.execPath, ['scripts/build.js'], {
    what: 'Building the admin panel (strapi build)',
    env: { NODE_ENV: 'production' },
  });
  return true;
}

/** Every document of the embedded store's seed, both languages: { type, documentId, locale, data }. */
export function seedDocuments() {
  return [
    ...contentDocuments(),
    ...newsDocuments().map(({ documentId, locale, data }) => ({ type: 'blogs', documentId, locale, data })),
    ...companyDocuments(),
    ...catalogueDocuments(),
    ...pageDocuments(),
  ];
}

/**
 * The seed into the CMS (cms/scripts/import.js, with the server stopped).
 * @returns {{ files: object, documents: object, published: number, ms: number }} what it did
 */
export function importSeed(env = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'cms-import-'));
  try {
    const file = join(scratch, 'documents.json');
    writeFileSync(file, JSON.stringify({ mediaRoot: join(root, 'static'), documents: seedDocuments() }));
    const result = spawnSync(process.execPath, ['scripts/import.js', file], {
      cwd: cmsDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...quiet, ...env },
    });
    if (result.status !== 0)
      throw new Error(`Importing the seed failed (exit code ${result.status}):\n${result.stdout}`);
    const report = result.stdout.split('\n').find((line) => line.startsWith('IMPORT-REPORT '));
    if (!report) throw new Error(`The import ended without its report:\n${result.stdout}`);
    return JSON.parse(report.slice('IMPORT-REPORT '.length));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Waits until Strapi answers its health check, or the budget is spent. */
export async function waitForCms(url, { budgetMs = 120_000, child } = {}) {
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`Strapi stopped (exit code ${child.exitCode}) before it answered.`);
    try {
      const response = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 204 || response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`Strapi did not answer at ${url} within ${budgetMs / 1000} s.`);
}

/**
 * Installs what is missing, imports the seed and starts Strapi on localhost.
 * @param {{ port?: number, dataDir?: string, fresh?: boolean, importSeed?: boolean, adminPanel?: boolean, env?: Record<string, string>, log?: (line: string) => void }} options
 *   dataDir: where the SQLite file and the token file live instead of cms/.tmp (`fresh`: emptied first,
 *   for a test run; the uploaded files go there too, under public/uploads); importSeed: false to skip the import;
 *   adminPanel: false to start without the admin panel's built files (its API still answers);
 *   env: more settings for Strapi, e.g. DATABASE_CLIENT=postgres and its connection
 * @returns {Promise<{ url: string, token: string, admin: { email?: string, password?: string }, imported: object | null,
 *   timings: Record<string, number>, output: () => string, exited: Promise<number | string>, stop: () => Promise<void> }>}
 */
export async function startCms({
  port = 1337,
  dataDir,
  fresh = false,
  importSeed: doImport = true,
  adminPanel = true,
  env: extraEnv = {},
  log = console.log,
} = {}) {
  const timings = {};
  const timed = async (name, step) => {
    const started = Date.now();
    const result = await step();
    timings[name] = Date.now() - started;
    return result;
  };
  await timed('install', () => ensureCmsDependencies());
  const settings = ensureCmsEnv();
  // Without the panel (a test that only calls the admin API) there is nothing to build.
  if (adminPanel) await timed('build', () => ensureAdminBuilt());

  const data = dataDir ? resolve(dataDir) : join(cmsDir, '.tmp');
  if (dataDir && fresh) rmSync(data, { recursive: true, force: true });
  mkdirSync(data, { recursive: true });
  const tokenFile = join(data, 'site-token');
  // With a data dir of its own, the uploaded files live there too (and go with `fresh`).
  const publicDir = dataDir ? join(data, 'public') : undefined;
  if (publicDir) mkdirSync(join(publicDir, 'uploads'), { recursive: true });
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: join(data, 'data.db'),
    CMS_SITE_TOKEN_FILE: tokenFile,
    ...(publicDir ? { CMS_PUBLIC_DIR: publicDir } : {}),
    CMS_SERVE_ADMIN_PANEL: String(adminPanel),
    ...extraEnv,
  };

  let imported = null;
  if (doImport) {
    log('Importing the seed into Strapi…');
    imported = await timed('import', () => importSeed(env));
  }

  const child = spawn(process.execPath, [strapiBin, 'start'], {
    cwd: cmsDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...quiet, ...env },
  });
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  const url = `http://localhost:${port}`;
  try {
    await timed('start', () => waitForCms(url, { child }));
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error.message}\n${output.join('')}`, { cause: error });
  }
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGINT');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000).unref();
    });
  const token = existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : process.env.CMS_SITE_TOKEN || '';
  return {
    url,
    token,
    admin: { email: settings.CMS_ADMIN_EMAIL, password: settings.CMS_ADMIN_PASSWORD },
    imported,
    timings,
    output: () => output.join(''),
    exited,
    stop,
  };
}
