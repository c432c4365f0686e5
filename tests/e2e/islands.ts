import type { Page } from 'playwright-core';

/**
 * Waits until the page's script is running and every island that is due is hydrated, before a first
 * interaction: those hydrating at once (`data-hydrate="load"`, the booking steps) and those in view,
 * except one that waits to be touched (`data-hydrate="touch"`, the cookie settings button).
 * An island out of view hydrates when scrolled to or touched (docs/decisions/0035); what a journey does
 * to it meanwhile is replayed to it once it is live.
 */
export async function ready(page: Page): Promise<void> {
  await page
    .waitForFunction(() => {
      if (document.documentElement.dataset.shell !== 'ready' || document.readyState === 'loading') return false;
      const inView = (element: Element) => {
        if (element.getClientRects().length === 0) return false;
        const box = element.getBoundingClientRect();
        return box.bottom >= 0 && box.right >= 0 && box.top <= innerHeight && box.left <= innerWidth;
      };
      return [...document.querySelectorAll<HTMLElement>('[data-island]')].every((island) => {
        if (island.hasAttribute('data-hydrated')) return true;
        if (island.dataset.hydrate === 'touch') return true;
        const root = island.querySelector(':scope > [data-island-root]');
        return island.dataset.hydrate !== 'load' && ![island, ...(root?.children ?? [])].some(inView);
      });
    })
    .catch(async (error: Error) => {
      // Say which page and which islands were still waiting, so a slow run can be told from a stuck island.
      const pending = await page
        .evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')].map(
            (island) => `${island.dataset.island}(${island.dataset.hydrate ?? 'visible'})`,
          ),
        )
        .catch(() => ['unknown']);
      const shell = await page.evaluate(() => document.documentElement.dataset.shell).catch(() => 'unknown');
      throw new Error(
        `${page.url()}: shell ${shell}, islands not live: ${pending.join(', ') || 'none'}; ${error.message}`,
      );
    });
}
