import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_PAGES, pageScriptBudget } from '../../scripts/lib/pageScripts.mjs';
import { launch, origin } from './browser';

/**
 * The JavaScript each page loads before the visitor does anything stays within its budget (issue 14
 * point 1, docs/decisions/0035): at most 15 KB gzipped while no island is in view, 125 KB where islands
 * hydrate at once (the booking steps). `npm run bench` prints the same figures; this keeps a feature
 * from quietly spending them (the optimiser's messages and the family fields once did).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('scripts before any interaction', () => {
  it.each(BUDGET_PAGES)('%s keeps its budget, with a cart and a chosen time', async (path) => {
    const figure = await pageScriptBudget(browser, origin(), path);
    const files = figure.files.map((file: { url: string; bytes: number }) => `${file.url} ${file.bytes}`).join(', ');
    expect(figure.js / 1024, `${path}: ${files}`).toBeLessThanOrEqual(figure.budget);
  });
});
