/**
 * Bars and banners fixed at the bottom of the viewport ([data-bottom-overlay]: the cookie banner and its
 * settings button, the booking start bar) never hide the focused element (WCAG 2.4.11, issue 16 point 3).
 * The band they cover is kept in `--bottom-overlay`, which the shell's CSS gives the page as bottom
 * scroll padding (so the browser's own focus scrolling stops above them) and as room after the footer
 * (so the last links can scroll clear); a focused element still under them is scrolled into the clear.
 * Measured on each focus move and resize: no observer runs on pages without them.
 */
function coveredBand(): number {
  let band = 0;
  for (const overlay of document.querySelectorAll<HTMLElement>('[data-bottom-overlay]')) {
    if (overlay.getClientRects().length === 0) continue;
    const box = overlay.getBoundingClientRect();
    if (box.bottom >= innerHeight - 24) band = Math.max(band, innerHeight - box.top);
  }
  return Math.min(Math.ceil(band), innerHeight);
}

/** Measures the band again: also for a bar that has just appeared or gone (the optimiser's note). */
export function updateBottomOverlays(): number {
  const root = document.documentElement;
  const band = coveredBand();
  if (root.style.getPropertyValue('--bottom-overlay') !== `${band}px`)
    root.style.setProperty('--bottom-overlay', `${band}px`);
  return band;
}

export function keepFocusClearOfOverlays(): void {
  const update = updateBottomOverlays;
  addEventListener('resize', update, { passive: true });
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest('[data-bottom-overlay]')) return update();
    update();
    // After the browser's own scrolling to the newly focused element.
    requestAnimationFrame(() => {
      const clear = innerHeight - update();
      const box = target.getBoundingClientRect();
      if (box.bottom > clear && box.top > 0) scrollBy({ top: box.bottom - clear + 8, behavior: 'instant' });
    });
  });
}
