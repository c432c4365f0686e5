// Rendering throughput (issue 14, point 4): requests per second of rendered pages against a static file
// served by the same local worker, interleaved round by round (static, page, static, next page, …,
// static), so each page's ratio is taken against the static figures measured just before and after it
// and a machine whose load drifts during the run moves both sides alike. Prints each page's ratio over
// the rounds as its median and range, and its HTML bytes. Used by `npm run bench` and, on its own, by
// scripts/bench-throughput.mjs.
import { gzipSync } from 'node:zlib';

/** Home, the catalogue and a location's page: each must serve at least half a static file's rate. */
export const THROUGHPUT_PAGES = ['/', '/laborvizsgalatok', '/helyszinek/budapest-vaci-ut'];
export const THROUGHPUT_BUDGET = 0.5;

/** Requests per second and latency of `path` under `concurrency` clients for `durationMs`. */
export async function load(origin, path, { durationMs, concurrency }) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      try {
        const res = await fetch(origin + path, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        if (res.status >= 500) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / (durationMs / 1000), p50: pct(0.5), p95: pct(0.95), errors };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The HTML a first visitor gets (no cookies): raw and gzipped bytes. */
async function htmlBytes(origin, path) {
  const html = Buffer.from(await (await fetch(origin + path)).arrayBuffer());
  return { raw: html.length, gz: gzipSync(html, { level: 6 }).length };
}

/**
 * Measures every page against `staticPath` over `rounds` rounds and prints one line a page. Answers
 * `{ pages: [{ path, ratios, median, min, max, rps, html }], kept }`: kept when every page's median ratio
 * is at least THROUGHPUT_BUDGET.
 */
export async function throughput({
  origin,
  staticPath,
  pages = THROUGHPUT_PAGES,
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
  durationMs = Number(process.env.BENCH_SECONDS ?? 4) * 1000,
  concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16),
}) {
  // Warm up the isolate, the caches and the D1 statement cache.
  for (const path of [staticPath, ...pages]) for (let i = 0; i < 3; i++) await htmlBytes(origin, path);
  console.log(
    `\nThroughput (${concurrency} concurrent clients, ${durationMs / 1000} s a measurement, ${rounds} rounds of static, page, static, …; local wrangler dev)`,
  );
  const options = { durationMs, concurrency };
  const figures = pages.map((path) => ({ path, ratios: [], rps: [], p50: [], errors: 0 }));
  const statics = [];
  for (let round = 0; round < rounds; round++) {
    let before = await load(origin, staticPath, options);
    statics.push(before.rps);
    for (const figure of figures) {
      const page = await load(origin, figure.path, options);
      const after = await load(origin, staticPath, options);
      statics.push(after.rps);
      figure.ratios.push(page.rps / ((before.rps + after.rps) / 2));
      figure.rps.push(page.rps);
      figure.p50.push(page.p50);
      figure.errors += page.errors;
      before = after;
    }
  }
  console.log(
    `  static ${staticPath}: ${median(statics).toFixed(0)} req/s median (${Math.min(...statics).toFixed(0)}–${Math.max(...statics).toFixed(0)})`,
  );
  let kept = true;
  const results = [];
  for (const figure of figures) {
    const html = await htmlBytes(origin, figure.path);
    const result = {
      path: figure.path,
      ratios: figure.ratios,
      median: median(figure.ratios),
      min: Math.min(...figure.ratios),
      max: Math.max(...figure.ratios),
      rps: median(figure.rps),
      html,
    };
    results.push(result);
    const ok = result.median >= THROUGHPUT_BUDGET;
    kept &&= ok;
    console.log(
      `  ${figure.path.padEnd(32)} ${result.rps.toFixed(0).padStart(5)} req/s  p50 ${median(figure.p50).toFixed(1).padStart(6)} ms  page/static ${result.median.toFixed(2)} (${result.min.toFixed(2)}–${result.max.toFixed(2)})  HTML ${(html.raw / 1024).toFixed(1)} KB, ${(html.gz / 1024).toFixed(1)} KB gz  errors ${figure.errors}  ${ok ? 'within' : 'OVER'} budget (at least ${THROUGHPUT_BUDGET})`,
    );
  }
  return { pages: results, kept };
}
