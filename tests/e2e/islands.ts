import type { Page } from 'playwright-core';

/** Waits until the page's script is running and every island is hydrated, before a first interaction. */
export async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.shell === 'ready' &&
      [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated')),
  );
}
