import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The element is on screen, below the fixed header, and has the focus: what a refused submit must
 * leave the patient with, on a phone as on a laptop (issue 25; decision 0053).
 */
export async function expectSeenAndFocused(page: Page, selector: string) {
  await expect
    .poll(() =>
      page.evaluate((selector) => {
        const element = document.querySelector(selector);
        if (!element) return 'missing';
        const box = element.getBoundingClientRect();
        const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
        // Its top under the header and in the window (a long summary may go on below the fold).
        const seen = box.top >= header - 1 && box.top < innerHeight - 40 && box.bottom > header;
        const focused = document.activeElement === element;
        return seen && focused ? 'seen' : `top ${Math.round(box.top)}, header ${header}, focused ${focused}`;
      }, selector),
    )
    .toBe('seen');
}
