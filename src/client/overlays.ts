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
      // Focus gone on meanwhile (a refused submit moves it from its button to the error summary,
      // decision 0053): the element no longer needs to be in view, and scrolling to it would hide
      // what has the focus now.
      if (document.activeElement !== target) return;
      const clear = innerHeight - update();
      const box = target.getBoundingClientRect();
      if (!(box.bottom > clear && box.top > 0)) return;
      // Never so far that its top goes under the fixed header: a block taller than the clear band (a
      // long error summary, decision 0053) keeps its beginning in view, where reading starts.
      const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const by = Math.min(box.bottom - clear + 8, box.top - top);
      if (by > 0) scrollBy({ top: by, behavior: 'instant' });
    });
  });
}

/** The button of the visitor's last choice on this page (the note after choosing came from it). */
let chosen: Element | null = null;

/**
 * Keeps the card just chosen clear of the note after choosing and of the optimiser's bar (issue 25);
 * `from` is the button of a new choice, none when a bar rises after one (./chosenClear.ts).
 */
export function keepChosenInView(from?: Element): void {
  chosen = from ?? chosen;
  const card = chosen;
  if (card) void import('./chosenClear').then(({ keepChosenClear }) => keepChosenClear(card, updateBottomOverlays));
}
