// `npm run bench`: figures from one run against the local worker (wrangler dev, its own seeded D1).
//   - requests per second and latency for pages and a static asset, and the page/static ratio
//   - gzipped bytes of the JavaScript and CSS each page loads (following static imports, not the
//     islands chunk that only pages with islands fetch)
//   - the gzipped worker bundle of the production deploy (budget in scripts/lib/workerSize.mjs, which
//     CI enforces through scripts/worker-size.mjs)
//   - available_dates / available_times latency with no bookings and with 15,000, and the overbooking
//     count (scripts/lib/availabilityBench.mjs; `node scripts/bench-availability.mjs` runs only that)
// Budgets are printed beside the figures; nothing here fails a build.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoInvoice, demoPerson } from '../tests/fixtures/booking.mjs';
import { availabilityAtScale, countOverbookedSlots } from './lib/availabilityBench.mjs';
import { buildAssets, ensureDependencies, ensureDevVars, prepareDatabase, root, startDevServer } from './lib/local.mjs';
import { describeWorkerSize, measureWorker } from './lib/workerSize.mjs';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const LOCATION_PAGE = '/helyszinek/budapest-vaci-ut';
const PAGES = [
  '/',
  '/laborvizsgalatok',
  '/arlista',
  '/helyszinek',
  LOCATION_PAGE,
  '/idopontfoglalas',
  '/idopontfoglalas-alapadatok',
  '/sajat/bejelentkezes',
  '/sajat/regisztracio',
  '/nincs-ilyen-oldal',
];
const JS_BUDGET_KB = 15;

ensureDependencies();
ensureDevVars();
// Measured first: the dry run rebuilds static/assets, which must not change under the running server.
console.log(
  `Production deploy (wrangler deploy --dry-run --env production)\n  ${describeWorkerSize(measureWorker()).line}\n`,
);
buildAssets();
const persistTo = join(root, '.wrangler/bench-state');
rmSync(persistTo, { recursive: true, force: true });
await prepareDatabase({ persistTo, quiet: true });
const server = await startDevServer({ port: Number(process.env.BENCH_PORT ?? 8798), persistTo, quiet: true });
const origin = server.origin;

async function load(path) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + DURATION_MS;
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
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
  return { rps: latencies.length / (DURATION_MS / 1000), p50: pct(0.5), p95: pct(0.95), errors };
}

async function assetsOf(path) {
  const html = await (await fetch(origin + path)).text();
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const js = new Set();
  const queue = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  while (queue.length) {
    const url = queue.shift();
    if (js.has(url)) continue;
    js.add(url);
    const code = await (await fetch(origin + url)).text();
    // Static imports only: `import{x}from"./chunks/a.js"` or `import"./b.js"`; dynamic import() is lazy.
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["']([^"']+)["']/g)) {
      queue.push(new URL(m[1], origin + url).pathname);
    }
    // The islands bundle is imported lazily, and only by pages that have island markers; from it, each
    // island's own chunk, only for the islands on the page.
    if (html.includes('data-island=')) {
      for (const m of code.matchAll(/import\(["']([^"']*islands[^"']*)["']\)/g))
        queue.push(new URL(m[1], origin + url).pathname);
      for (const name of new Set([...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]))) {
        const chunk = new RegExp(`${name}:\\(\\)=>import\\("([^"]+)"\\)`).exec(code)?.[1];
        if (chunk) queue.push(new URL(chunk, origin + url).pathname);
      }
    }
  }
  const gz = async (urls) => {
    let total = 0;
    for (const url of urls)
      total += gzipSync(Buffer.from(await (await fetch(origin + url)).arrayBuffer()), { level: 9 }).length;
    return total;
  };
  return {
    js: await gz([...js]),
    css: await gz(css),
    files: js.size + css.length,
    islands: html.includes('data-island='),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
try {
  // Warm up the isolate, the KV cache and the D1 statement cache.
  for (const path of [...PAGES, '/']) await (await fetch(origin + path)).arrayBuffer();
  const manifest = (await import(join(root, 'src/generated/assets.json'), { with: { type: 'json' } })).default;
  const staticPath = manifest.css;

  console.log(
    `\nThroughput (${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each, local wrangler dev on 2 cores)`,
  );
  const home = await load('/');
  const asset = await load(staticPath);
  const rows = [
    ['home page /', home],
    [`static asset ${staticPath}`, asset],
    ['examinations /laborvizsgalatok', await load('/laborvizsgalatok')],
    [`location ${LOCATION_PAGE}`, await load(LOCATION_PAGE)],
  ];
  for (const [name, r] of rows) {
    console.log(
      `  ${name.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p95 ${r.p95} ms   errors ${r.errors}`,
    );
  }
  const ratio = home.rps / asset.rps;
  console.log(
    `  home/static ratio ${ratio.toFixed(2)} (budget: at least 0.50 — ${ratio >= 0.5 ? 'within' : 'OVER'} budget)`,
  );

  console.log('\nBytes each page loads (gzip -9)');
  for (const path of PAGES) {
    const { js, css, files, islands } = await assetsOf(path);
    const verdict = islands
      ? 'has islands (hydrated by preact/compat after first paint)'
      : `no islands: JS budget ${JS_BUDGET_KB} KB ${js / 1024 <= JS_BUDGET_KB ? 'kept' : 'EXCEEDED'}`;
    console.log(
      `  ${path.padEnd(30)} JS ${kb(js).padStart(5)} KB   CSS ${kb(css).padStart(5)} KB   ${files} files   ${verdict}`,
    );
  }
  // Before bookingFigures: "no bookings" must mean none.
  await availabilityAtScale({ origin, persistTo });
  await bookingFigures();
} finally {
  server.stop();
}

/**
 * The booking engine under load: bookings per second at a few slots of the busiest location, with the
 * overbooking count read back from D1 (it must be 0). Its availability latency is availabilityAtScale's.
 */
async function bookingFigures() {
  const LOCATION = 1; // Váci út: capacity 4 a slot, open every day
  const PACKAGE = 1; // Alap laborcsomag
  const home = await fetch(`${origin}/`);
  const token = /__Host-XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')?.[1];
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: `__Host-XSRF-TOKEN=${token}`,
    'x-xsrf-token': decodeURIComponent(token),
  };
  const query = `location_id=${LOCATION}&package_ids=${PACKAGE}`;
  const dates = (await (await fetch(`${origin}/api/whitetech/web/available_dates?${query}`)).json()).data;
  const times = (await (await fetch(`${origin}/api/whitetech/web/available_times?${query}&date=${dates[1]}`)).json())
    .data;
  const slots = times.slice(0, 5);
  const person = { ...demoPerson, email: 'teszt.elek@example.hu' };
  const invoice = demoInvoice;
  const REQUESTS = 200;
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const slot = slots[i % slots.length];
        const res = await fetch(`${origin}/api/whitetech/appointments/patient_appointment_post`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            idempotency_key: crypto.randomUUID(),
            language: 'hu',
            location_id: LOCATION,
            date: dates[1],
            time: slot.minute,
            package_ids: [PACKAGE],
            test_ids: [],
            payment_type: 'ONSITE',
            person,
            invoice,
          }),
        });
        const body = await res.json();
        const key = res.status === 201 ? 'booked' : (body.error?.code ?? String(res.status));
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const overbooked = await countOverbookedSlots(persistTo);
  console.log(`\nBookings (${REQUESTS} requests at ${slots.length} slots of capacity 4, ${CONCURRENCY} concurrent)`);
  console.log(`  ${(REQUESTS / seconds).toFixed(0)} booking requests/s; answers: ${JSON.stringify(statuses)}`);
  console.log(`  overbooked slots: ${overbooked} (must be 0)`);
}
