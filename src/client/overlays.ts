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

/** The card (or button) the visitor chose last: kept clear of the notes that choosing brings up. */
let chosen: Element | null = null;

/**
 * Scrolls the chosen item (`element`'s card, or the one remembered) clear of whatever is fixed at the
 * bottom of the window over it: the note after choosing and the optimiser's bar (issue 25: they hid the
 * card just chosen, its price and its button). Only when they overlap it, and never its top under the
 * header: the card's bottom goes just above the highest of them.
 */
export function keepChosenClear(element?: Element): void {
  if (element) chosen = element.closest('[data-card]') ?? element;
  const card = chosen;
  if (!card?.isConnected) return;
  const covers = [...document.querySelectorAll<HTMLElement>('[data-toast-panel], [data-bottom-overlay]')];
  // Measured where they come to rest: a bar sliding in is lower than it will be.
  const moving = covers
    .flatMap((cover) => cover.getAnimations())
    .map((animation) => animation.finished.catch(() => null));
  void Promise.all(moving).then(() =>
    requestAnimationFrame(() => {
      updateBottomOverlays();
      const box = card.getBoundingClientRect();
      let top = innerHeight;
      for (const cover of covers) {
        if (cover.hidden || cover.getClientRects().length === 0) continue;
        const over = cover.getBoundingClientRect();
        // Each is fixed at the bottom (the note rises above a bar): the highest one over the card counts.
        if (over.left < box.right && over.right > box.left) top = Math.min(top, over.top);
      }
      const by = Math.min(box.bottom - top + 8, box.top - 96);
      if (by > 0) scrollBy({ top: by, behavior: 'instant' });
    }),
  );
}
