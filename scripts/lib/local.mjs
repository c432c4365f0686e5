// Local set-up shared by `npm start`, the test run and the benchmark: dependencies, secrets for
// wrangler dev, the local D1 schema and seed, the client build, and a wrangler dev process.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  constants,
  createWriteStream,
  existsSync,
  readFileSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
const wranglerBin = join(root, 'node_modules/.bin/wrangler');

function run(command, args, options = {}) {
  const { quiet, ...rest } = options;
  const result = spawnSync(command, args, { cwd: root, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8', ...rest });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed with exit code ${result.status}\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

/**
 * Installs exactly the lockfile with `npm ci` when node_modules is missing or older than the lockfile
 * (issue 32, docs/decisions/0049): the lock holds every platform's binaries, so nothing rewrites it.
 */
export function ensureDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const why = !existsSync(marker)
    ? 'node_modules is missing'
    : statSync(marker).mtimeMs < statSync(lock).mtimeMs
      ? 'node_modules is older than package-lock.json'
      : null;
  if (!why) return;
  console.log(`Installing dependencies with npm ci: ${why}.`);
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/**
 * Headers for a call of the local worker's JSON API as the site's own pages make it: the
 * __Host-XSRF-TOKEN cookie a first visit to the home page gets, echoed as X-XSRF-TOKEN (decision 0006).
 */
export async function apiHeaders(origin) {
  const home = await fetch(`${origin}/`);
  await home.arrayBuffer();
  const token = /__Host-XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')?.[1];
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: `__Host-XSRF-TOKEN=${token}`,
    'x-xsrf-token': decodeURIComponent(token),
  };
}

/**
 * A booking sent to the product's API as the booking steps send it (Hungarian, no single tests, paid on
 * site, a fresh idempotency key), with `fields` for the rest: location, time, packages, patient, invoice.
 */
export async function postBooking(origin, headers, fields) {
  // Imported here: this module runs before `npm ci` has installed altcha-lib on a fresh clone.
  const { freshClientAddress, solvedProof } = await import('./challenge.mjs');
  return fetch(`${origin}/api/whitetech/appointments/patient_appointment_post`, {
    method: 'POST',
    // Each booking from a client of its own, with a solved challenge, as a patient's browser sends it
    // (decisions 0050, 0051); a caller that names its client or brings its solved challenge keeps it.
    headers: {
      'cf-connecting-ip': freshClientAddress(),
      'x-challenge': headers['x-challenge'] ?? (await solvedProof(origin)),
      ...headers,
    },
    body: JSON.stringify({
      idempotency_key: crypto.randomUUID(),
      language: 'hu',
      test_ids: [],
      payment_type: 'ONSITE',
      ...fields,
    }),
  });
}

/** wrangler dev reads secrets from .dev.vars; a fresh clone gets random local ones, added when missing. */
const LOCAL_SECRETS = ['XSRF_SECRET', 'PASSWORD_PEPPER', 'CHALLENGE_SECRET', 'OPERATOR_API_TOKEN'];

export function ensureDevVars() {
  const file = join(root, '.dev.vars');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const missing = LOCAL_SECRETS.filter((name) => !current.includes(`${name}=`));
  if (missing.length) {
    const lines = missing.map((name) => `${name}=${randomBytes(32).toString('hex')}\n`).join('');
    writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${lines}`);
    console.log(`Wrote random local ${missing.join(', ')} to .dev.vars`);
  }
  shareDevVars();
}

/**
 * wrangler dev reads each worker's .dev.vars beside its own config: the staff worker (decision 0067)
 * gets a copy of the site's, as it takes the site's secrets in production.
 */
function shareDevVars() {
  const file = join(root, '.dev.vars');
  const copy = join(root, 'workers/staff/.dev.vars');
  if (!existsSync(file)) return;
  const current = readFileSync(file, 'utf8');
  if (!existsSync(copy) || readFileSync(copy, 'utf8') !== current) writeFileSync(copy, current);
}

/** The browser journeys drive Debian's Chromium (the machine cannot download Playwright's own build). */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Makes sure the browser journeys have a Chromium to start, before any of them runs (decision 0027):
 * when the default /usr/bin/chromium is missing and this is root on a machine with apt-get, installs
 * Debian's package as .ci/run used to. Returns null when Chromium is there, else one line saying how
 * to get it (a CHROMIUM_PATH someone set is theirs to fix, never installed over).
 */
/** Installs a Debian package when this process may (root, apt-get there); true when apt-get succeeded. */
function aptInstall(name, why) {
  if (process.getuid?.() !== 0 || !isExecutable('/usr/bin/apt-get')) return false;
  console.log(`${why}: installing Debian's ${name} package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return ['update -qq', `install -y -qq ${name}`].every(
    (args) => spawnSync('apt-get', args.split(' '), { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0,
  );
}

/**
 * poppler's pdftotext and pdffonts, with which tests/node reads the invoice PDF back (decision 0064):
 * null when they are there (installed now if need be), else how to get them.
 */
export function ensurePoppler() {
  const path = '/usr/bin/pdftotext';
  if (isExecutable(path) || (aptInstall('poppler-utils', 'pdftotext not found') && isExecutable(path))) return null;
  return 'pdftotext not found: run `apt-get install -y poppler-utils` (as root) for the invoice PDF tests.';
}

export function ensureChromium() {
  const path = chromiumPath();
  if (isExecutable(path)) return null;
  if (!process.env.CHROMIUM_PATH && aptInstall('chromium', `Chromium not found at ${path}`) && isExecutable(path)) {
    return null;
  }
  return process.env.CHROMIUM_PATH
    ? `Chromium not found at CHROMIUM_PATH=${path}: point CHROMIUM_PATH at a Chromium executable, or unset it to use /usr/bin/chromium.`
    : `Chromium not found at ${path}: run \`apt-get install -y chromium\` (as root), or set CHROMIUM_PATH to a Chromium executable.`;
}

export function buildAssets() {
  run(process.execPath, [join(root, 'scripts/build.mjs')]);
}

const persistArgs = (persistTo) => (persistTo ? ['--persist-to', persistTo] : []);

/**
 * Applies migrations to the local D1 database, then loads the demo seed. Every seed statement is an
 * INSERT OR IGNORE, so this fills an empty database, adds what a newer seed brings to an older one, and
 * leaves rows that exist (and local edits to them) alone.
 * @param {{ persistTo?: string, quiet?: boolean }} [options]
 */
export async function prepareDatabase({ persistTo, quiet = false } = {}) {
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };
  run(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(persistTo)], { env, quiet });
  const { seedStatements } = await import('../seed/index.mjs');
  const dir = join(root, '.wrangler');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'seed.sql');
  writeFileSync(file, seedStatements().join(';\n') + ';\n');
  run(wranglerBin, ['d1', 'execute', 'DB', '--local', ...persistArgs(persistTo), '--file', file], { env, quiet: true });
  if (!quiet) console.log('Loaded the demo seed into the local database');
}

/**
 * The site and the workers it binds, in the order `wrangler dev -c … -c …` takes them: the first is the
 * primary, served on the port; the invoicing worker (docs/decisions/0065) and the staff worker (decision
 * 0067) run beside it in the same workerd, reached only over INVOICE_SERVICE and STAFF_SERVICE.
 */
export const DEV_CONFIGS = ['wrangler.toml', 'workers/invoicing/wrangler.toml', 'workers/staff/wrangler.toml'];

/**
 * Starts `wrangler dev` with the site and the invoicing worker (DEV_CONFIGS) and resolves once the site
 * answers. The returned stop() ends it and its workerd.
 * @param {{ port?: number, persistTo?: string, quiet?: boolean, vars?: Record<string, string>, configs?: string[], logFile?: string }} [options]
 *   `vars` override wrangler.toml's vars for this run (the browser journeys' OIDC provider); `configs`
 *   replace DEV_CONFIGS (a test's own primary worker, which must answer GET /_build when ready); a quiet
 *   server's output also goes to `logFile`, each chunk stamped with the time, to read after a slow run.
 */
export async function startDevServer({
  port = 8787,
  persistTo,
  quiet = false,
  vars = {},
  configs = DEV_CONFIGS,
  logFile,
} = {}) {
  shareDevVars();
  const args = [
    'dev',
    ...configs.flatMap((config) => ['-c', config]),
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
    ...persistArgs(persistTo),
    // Mail links point at PUBLIC_ORIGIN: on another port (the browser journeys') they must reach this server.
    ...(port === 8787 ? [] : ['--var', `PUBLIC_ORIGIN:http://127.0.0.1:${port}`]),
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ];
  const child = spawn(wranglerBin, args, {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
  });
  let output = '';
  if (quiet) {
    const log = logFile ? createWriteStream(logFile) : null;
    const keep = (chunk) => {
      output += chunk;
      log?.write(`${new Date().toISOString()} ${chunk}`);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      // A request wrangler accepts while the worker is still loading can hang: each try has its own limit.
      const res = await fetch(`${origin}/_build`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return { origin, stop, output: () => output };
    } catch {
      // not up yet, or that try hung
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error(`wrangler dev did not answer on ${origin} within 90 s:\n${output}`);
}
