// The size of each worker as Cloudflare receives it: `wrangler deploy --dry-run` (for the site
// `--env production`, which runs [env.production.build] first, as a real deploy does) into a temporary
// directory, then gzip of the modules it wrote, measured as wrangler's own "Total Upload … gzip" line does
// (zlib's default level, the modules joined; source maps are not uploaded). Used by
// scripts/worker-size.mjs (CI) and the bench.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root } from './local.mjs';

/**
 * Budget for the gzipped worker (every uploaded module), in KiB. Measured 810.0 KiB unminified at the
 * start of issue 11 and 842.1 KiB at its end; with `minify = true` for production, 697.2 KiB. Issue 13
 * replaced date-holidays by our own rules and moved the common-password list into a separate Text module
 * (docs/decisions/0026): 457.4 KiB, of which the main module is 362.5 and the list 94.2. Then the list
 * and the settlement data became hashed static files the worker reads through ASSETS when needed:
 * 309.8 KiB (main module 301.8, the bundled postal codes 8). The issue's ceiling is 400 KB (390.6 KiB);
 * the budget sits a little above today's figure so growth is noticed long before that.
 * Issue 17's optimiser and results dates and issue 16's form pattern took it to 341.4 KiB (2026-11-24),
 * and family booking adds about 12 more: the budget moves to 370, still 20 KiB under the ceiling, and
 * the next growth past it is a reason to trim (the mail templates and the catalogue pages are the largest).
 * Issue 24's challenge took it to 370.3; leaving React's synchronous renderer out (docs/decisions/0060)
 * brought it to 339.2 KiB (2026-11-28).
 */
export const WORKER_GZIP_BUDGET_KIB = 370;

/**
 * Budget for the gzipped invoicing worker, lab-invoicing (docs/decisions/0065), in KiB. Cloudflare's
 * limit is 3 MiB compressed on the free plan (10 MiB paid); it measured 910.8 KiB on 2026-12-07, of
 * which Inter Regular and Bold are about 320 (whole fonts: subset when embedded, not when uploaded). The
 * budget leaves room for a third font or a second library, and stops long before the platform's limit.
 */
export const INVOICING_GZIP_BUDGET_KIB = 1200;

/**
 * Budget for the gzipped staff worker, lab-staff (docs/decisions/0067), in KiB: the site's shared code
 * (React's renderer, the ports, the mails) and the staff area; it keeps the public site's budget free.
 */
export const STAFF_GZIP_BUDGET_KIB = 250;

/** The workers deployed: how wrangler builds each, and its budget. */
export const WORKERS = {
  site: { name: 'worker', args: ['--env', 'production'], budgetKiB: WORKER_GZIP_BUDGET_KIB },
  invoicing: {
    name: 'invoicing worker',
    args: ['-c', 'workers/invoicing/wrangler.toml'],
    budgetKiB: INVOICING_GZIP_BUDGET_KIB,
  },
  staff: {
    name: 'staff worker',
    args: ['-c', 'workers/staff/wrangler.toml', '--env', 'production'],
    budgetKiB: STAFF_GZIP_BUDGET_KIB,
  },
};

/** The module wrangler writes for `main`: what workerd evaluates at start-up (the others on import). */
const MAIN_MODULE = 'index.js';

const MODULE = /\.(m?js|cjs|wasm|bin|txt|html|sql|ttf)$/;

/**
 * Dry-runs the production deploy of `worker` (a key of WORKERS, the site by default) and returns the
 * bundle's sizes; throws with wrangler's output on failure.
 * With `importRuns`, also how long evaluating the main module takes (`importMs`, one fresh process per
 * run): the work every cold start does before the first request, in Node's V8 (workerd runs the same
 * engine; the bundle's only import, the postal-code text module, is handed over as a string module).
 */
export function measureWorker({ importRuns = 0, worker = 'site' } = {}) {
  const { args, name, budgetKiB } = WORKERS[worker];
  const outdir = mkdtempSync(join(tmpdir(), 'worker-size-'));
  try {
    const result = spawnSync(
      join(root, 'node_modules/.bin/wrangler'),
      ['deploy', '--dry-run', ...args, '--outdir', outdir],
      // No telemetry (wrangler.toml says so too), no interactive prompts.
      { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
    );
    if (result.status !== 0) {
      throw new Error(`wrangler deploy --dry-run ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    }
    const modules = readdirSync(outdir, { recursive: true })
      .map(String)
      .filter((file) => MODULE.test(file))
      .sort();
    if (!modules.length) throw new Error(`wrangler deploy --dry-run wrote no worker module to ${outdir}`);
    const bytes = Buffer.concat(modules.map((file) => readFileSync(join(outdir, file))));
    const main = readFileSync(join(outdir, MAIN_MODULE));
    const importMs = Array.from({ length: importRuns }, () => timeImport(outdir, modules));
    return {
      name,
      budgetKiB,
      modules,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes).length,
      mainGzipBytes: gzipSync(main).length,
      importMs,
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Milliseconds a fresh Node process takes to import the worker's main module, text modules as strings. */
function timeImport(outdir, modules) {
  let code = readFileSync(join(outdir, MAIN_MODULE), 'utf8');
  for (const file of modules.filter((name) => name.endsWith('.txt'))) {
    const text = readFileSync(join(outdir, file), 'utf8');
    writeFileSync(join(outdir, `${file}.mjs`), `export default ${JSON.stringify(text)};`);
    code = code.replaceAll(`"./${file}"`, `"./${file}.mjs"`);
  }
  const entry = join(outdir, 'cold-start.mjs');
  writeFileSync(entry, code);
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(entry).href)}); console.log(performance.now() - t);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Importing the worker bundle failed:\n${result.stderr}`);
  return Number(result.stdout.trim());
}

/** One line for the bench and CI: the size, the budget and whether it is kept. */
export function describeWorkerSize({ name, budgetKiB, modules, bytes, gzipBytes, mainGzipBytes, importMs = [] }) {
  const kib = gzipBytes / 1024;
  const kept = kib <= budgetKiB;
  return {
    kept,
    line:
      `${name} bundle ${(bytes / 1024).toFixed(1)} KiB, gzip ${kib.toFixed(1)} KiB (budget ${budgetKiB} KiB — ${kept ? 'kept' : 'EXCEEDED'}); ` +
      `${modules.length} modules, main ${(mainGzipBytes / 1024).toFixed(1)} KiB gzip` +
      (importMs.length ? `; cold-start import ${describeTimes(importMs)}` : ''),
  };
}

/** Median and range of a few timings, e.g. 'median 82 ms (75–96, 5 runs)'. */
function describeTimes(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const ms = (value) => value.toFixed(0);
  return `median ${ms(median)} ms (${ms(sorted[0])}–${ms(sorted.at(-1))}, ${sorted.length} runs)`;
}
