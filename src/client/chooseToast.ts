/**
 * The note after choosing an examination (issue 15 point 3), over the markup every page carries
 * (src/components/ChooseToast.tsx), with no framework: what went into the cart or came out of it, the
 * cart's count, and the way on to the cart. It is written into a `role="status"` region, so a screen
 * reader announces it without moving focus. It goes by itself after a few seconds, but not while the
 * pointer rests on it or focus is inside it (WCAG 2.2.1: the visitor gets the time they need; the cart
 * also stays in the header), or by its close button or Escape.
 */
const SHOWN_MS = 6_000;

let timer: ReturnType<typeof setTimeout> | undefined;
/** The button that last showed the note: focus goes back to it when the note closes under the focus. */
let origin: HTMLElement | null = null;
let wired = false;

const region = () => document.querySelector<HTMLElement>('[data-choose-toast]');

function hide(): void {
  const root = region();
  const panel = root?.querySelector<HTMLElement>('[data-toast-panel]');
  if (!root || !panel || panel.hidden) return;
  clearTimeout(timer);
  const hadFocus = root.contains(document.activeElement);
  panel.hidden = true;
  for (const text of root.querySelectorAll('[data-toast-title], [data-toast-count]')) text.textContent = '';
  if (hadFocus && origin?.isConnected) origin.focus();
}

function hideLater(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const root = region();
    // Not while the visitor is reading or using it.
    if (root && (root.matches(':hover') || root.contains(document.activeElement))) hideLater();
    else hide();
  }, SHOWN_MS);
}

function wire(root: HTMLElement): void {
  if (wired) return;
  wired = true;
  root.querySelector('[data-toast-close]')?.addEventListener('click', hide);
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
}

/** Shows that `name` was added to (or removed from) the cart, which now holds `count` items. */
export function showChooseToast({
  name,
  added,
  count,
  from,
}: {
  name: string;
  added: boolean;
  count: number;
  from: HTMLElement;
}): void {
  const root = region();
  const panel = root?.querySelector<HTMLElement>('[data-toast-panel]');
  const title = root?.querySelector<HTMLElement>('[data-toast-title]');
  const tally = root?.querySelector<HTMLElement>('[data-toast-count]');
  if (!root || !panel || !title || !tally) return;
  wire(root);
  origin = from;
  const data = root.dataset;
  panel.hidden = false;
  // Written after the panel is shown, so the region's change is what a screen reader hears.
  title.textContent = (added ? data.added : data.removed)?.replace('{name}', name) ?? name;
  tally.textContent = ((count === 1 ? data.countOne : data.countOther) ?? '{count}').replace('{count}', String(count));
  const toCart = root.querySelector<HTMLElement>('[data-toast-cart]');
  if (toCart) toCart.hidden = count === 0;
  hideLater();
}
