/**
 * Scrolls the item just chosen (the card of `from`, the button that made the choice) clear of whatever
 * is fixed at the bottom of the window over it: the note after choosing and the optimiser's bar (issue 25:
 * they hid the card just chosen, its price and its button). Only when they overlap it, and never its top
 * under the header: the card's bottom goes just above the highest of them. `measure` first measures the
 * band the bars cover again, once they have come to rest (./overlays.ts). Loaded with the first choice
 * (./overlays.ts, keepChosenInView), not with the page.
 */
export function keepChosenClear(from: Element, measure: () => void): void {
  const card = from.closest('[data-card]') ?? from;
  if (!card.isConnected) return;
  const covers = [...document.querySelectorAll<HTMLElement>('[data-toast-panel], [data-bottom-overlay]')];
  // Measured where they come to rest: a bar sliding in is lower than it will be.
  const moving = covers
    .flatMap((cover) => cover.getAnimations())
    .map((animation) => animation.finished.catch(() => null));
  void Promise.all(moving).then(() =>
    requestAnimationFrame(() => {
      measure();
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
