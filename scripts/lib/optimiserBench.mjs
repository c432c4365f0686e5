// The package optimiser's latency (issue 17 point 2, docs/decisions/0047): p50 and p95 of one exact search
// for carts of 5, 10 and 15 items over the real demo catalogue, as the local worker serves it
// (/api/whitetech/web/packages, tests, locations), against the 10 ms budget; and, for context, the whole
// POST /api/cart/optimise through wrangler dev. The search is src/domain/packageOptimiser.ts bundled by
// esbuild and timed in Node: the same V8 the worker runs on, and unlike workerd a clock that advances
// during computation. Used by `npm run bench` and, on its own, by scripts/bench-optimiser.mjs.
import { build } from 'esbuild';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { random } from '../../tests/fixtures/random.mjs';
import { apiHeaders, root } from './local.mjs';

const BUDGET_MS = 10;
const SIZES = [5, 10, 15];
const CARTS = 300;
/** How often each cart is searched after the warm-up: the figures are over every run. */
const RUNS = 5;

async function optimiserModule() {
  const { outputFiles } = await build({
    entryPoints: [join(root, 'src/domain/packageOptimiser.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(value < 1 ? 3 : 2)} ms`;

/**
 * Carts as visitors fill them: each item a package (three in ten) or a single test the website sells,
 * at one of the locations shown on the web or none chosen yet, with a time chosen in three of ten.
 */
function carts(catalogue, size, next) {
  const packages = catalogue.packages.filter((item) => item.tags.includes('showonweb'));
  const tests = catalogue.tests.filter((item) => item.tags.includes('showonweb'));
  const locations = catalogue.locations.filter((item) => item.tags.includes('showonweb'));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return Array.from({ length: CARTS }, () => {
    const packageIds = new Set();
    const testIds = new Set();
    while (packageIds.size + testIds.size < size) {
      if (next() < 0.3) packageIds.add(pick(packages).id);
      else testIds.add(pick(tests).id);
    }
    return {
      packageIds: [...packageIds],
      testIds: [...testIds],
      locationId: next() < 0.5 ? null : pick(locations).id,
      timeChosen: next() < 0.3,
    };
  });
}

export async function optimiserLatency({ origin }) {
  const read = async (call) => (await (await fetch(`${origin}/api/whitetech/web/${call}?language=hu`)).json()).data;
  const catalogue = {
    packages: await read('packages'),
    tests: await read('tests'),
    locations: await read('locations'),
  };
  const { optimise } = await optimiserModule();
  console.log(
    `\nPackage optimiser (exact cover over the demo catalogue: ${catalogue.packages.length} packages, ` +
      `${catalogue.tests.length} tests, ${catalogue.locations.length} locations; ${CARTS} carts a size, ${RUNS} runs each; ` +
      `load average ${loadavg()[0].toFixed(1)})`,
  );
  const next = random(1717);
  let largest = [];
  for (const size of SIZES) {
    const sample = carts(catalogue, size, next);
    // Warm-up: V8 compiles the search before it is timed, as in a worker that has answered a few carts.
    let suggested = 0;
    for (const cart of sample) if (optimise(catalogue, cart).better) suggested++;
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      for (const cart of sample) {
        const started = performance.now();
        optimise(catalogue, cart);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `  ${String(size).padStart(2)} items: p50 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(p95).padStart(9)}  ` +
        `max ${ms(times.at(-1)).padStart(9)}   ${suggested} of ${CARTS} carts get a suggestion   ` +
        `budget ${BUDGET_MS} ms ${p95 <= BUDGET_MS ? 'kept' : 'EXCEEDED'}`,
    );
    largest = sample;
  }
  // The timing loops held the event loop: let it see the connections the server closed meanwhile, or the
  // next request goes out on a dead one ("other side closed").
  await new Promise((resolve) => setTimeout(resolve, 100));
  await apiLatency(origin, largest.slice(0, 100));
}

/** The whole call through wrangler dev for carts of the largest size: request, validation, cache, search. */
async function apiLatency(origin, sample) {
  const headers = await apiHeaders(origin);
  const times = [];
  for (const cart of sample) {
    const body = JSON.stringify({
      language: 'hu',
      location_id: cart.locationId,
      package_ids: cart.packageIds,
      test_ids: cart.testIds,
      time_chosen: cart.timeChosen,
    });
    const started = performance.now();
    const res = await fetch(`${origin}/api/cart/optimise`, { method: 'POST', headers, body });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`POST /api/cart/optimise answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  POST /api/cart/optimise through wrangler dev, ${SIZES.at(-1)} items: p50 ${ms(percentile(times, 50))}  ` +
      `p95 ${ms(percentile(times, 95))} (${sample.length} calls, one at a time)`,
  );
}
