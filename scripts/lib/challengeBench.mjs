/* global Worker -- solveInPage is given to page.evaluate and runs in the page */
// What the bot challenge costs (issue 24 point 6, decision 0051): a browser solving fresh challenges in
// Web Workers as src/client/challenge.ts does (the worker the site serves, altcha-lib's interleaved
// counters), at full speed and at a 4× CPU slowdown (Chrome DevTools' throttling); and the server's side:
// altcha-lib verifying a solution (the code the worker runs, in the same V8), and GET /api/challenge.
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { launchChromium } from './pageScripts.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const figure = (values) =>
  `median ${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))}, ${values.length} runs)`;

/** In the page: one fresh challenge solved by the site's worker script, as many workers as the client starts. */
function solveInPage() {
  return (async () => {
    const { data } = await (await fetch('/api/challenge')).json();
    const count = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));
    const started = performance.now();
    const workers = Array.from({ length: count }, () => new Worker(data.worker, { type: 'module' }));
    try {
      const solution = await Promise.race(
        workers.map(
          (worker, i) =>
            new Promise((resolve, reject) => {
              worker.onmessage = (message) =>
                message.data?.error ? reject(message.data.error) : resolve(message.data);
              worker.onerror = reject;
              worker.postMessage({ type: 'work', challenge: data.challenge, counterStart: i, counterStep: count });
            }),
        ),
      );
      return {
        ms: performance.now() - started,
        workers: count,
        counter: solution.counter,
        challenge: data.challenge,
        solution,
      };
    } finally {
      for (const worker of workers) worker.terminate();
    }
  })();
}

export async function challengeCost({ origin, runs = 11 }) {
  console.log('\nBot challenge (ALTCHA proof of work, decision 0051)');
  const browser = await launchChromium();
  const payloads = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const cdp = await context.newCDPSession(page);
    for (const rate of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const times = [];
      let workers = 0;
      for (let i = 0; i < runs; i++) {
        const run = await page.evaluate(solveInPage);
        times.push(run.ms);
        workers = run.workers;
        payloads.push(run);
      }
      console.log(`  browser solve, ${rate}× CPU slowdown, ${workers} workers: ${figure(times)}`);
    }
  } finally {
    await browser.close();
  }
  // Each solution checked as the worker checks it (a key signature: one HMAC), with the site's secret.
  const secrets = await verifySecrets();
  const verify = [];
  for (const { challenge, solution } of payloads) {
    const started = performance.now();
    const result = await verifySolution({ challenge, solution, deriveKey, ...secrets });
    verify.push(performance.now() - started);
    if (secrets.hmacSignatureSecret && !result.verified)
      throw new Error('A solution found in the browser did not verify');
  }
  if (secrets.hmacSignatureSecret) console.log(`  server verify (altcha-lib, V8): ${figure(verify)}`);
  const offers = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    await (await fetch(`${origin}/api/challenge`)).arrayBuffer();
    offers.push(performance.now() - started);
  }
  console.log(`  GET /api/challenge through the local worker: ${figure(offers)}`);
}

/** The local worker's signing secret (.dev.vars, written by `npm start`), so the bench verifies with its keys. */
async function verifySecrets() {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { root } = await import('./local.mjs');
  const secret = /^CHALLENGE_SECRET=(.+)$/m.exec(readFileSync(join(root, '.dev.vars'), 'utf8'))?.[1]?.trim();
  return secret ? { hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:derived-key` } : {};
}
