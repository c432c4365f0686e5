import { ANNOUNCER } from './announce';

/**
 * The page behind something that covers it (the menu panel, the loading overlay) made inert for as
 * long as it covers it (issue 16 points 2 and 3): neither Tab nor a screen reader's cursor reaches it.
 * Each holder is named, so the page wakes only when the last one lets go, and what the page's own
 * markup made inert is never touched. The element that had the focus gets it back when the page wakes.
 */
const focusBefore = new Map<string, HTMLElement>();

export function holdPageInert(holder: string, on: boolean, keep: Element): void {
  if (on && document.activeElement instanceof HTMLElement && !keep.contains(document.activeElement))
    focusBefore.set(holder, document.activeElement);
  for (const element of document.body.children) {
    // The live region keeps speaking: an inert one would drop what a page says while it is held.
    if (element.contains(keep) || element.matches(ANNOUNCER)) continue;
    const held = element.getAttribute('data-inert-by');
    if (held === null && element.hasAttribute('inert')) continue;
    const holders = new Set(held?.split(' ').filter(Boolean));
    if (on) holders.add(holder);
    else holders.delete(holder);
    element.toggleAttribute('inert', holders.size > 0);
    if (holders.size > 0) element.setAttribute('data-inert-by', [...holders].join(' '));
    else element.removeAttribute('data-inert-by');
  }
  if (on) return;
  const focus = focusBefore.get(holder);
  focusBefore.delete(holder);
  if (focus?.isConnected && !focus.closest('[inert]') && document.activeElement === document.body) focus.focus();
}
