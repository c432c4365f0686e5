import type { Page } from 'playwright-core';

/**
 * What the page's one polite live region says now (src/client/announce.ts, issue 16 point 5): a journey
 * polls it after each change, as a screen reader would hear the change.
 */
export const said = (page: Page) =>
  page.locator('body > [data-announcer][role="status"][aria-live="polite"]').textContent();
