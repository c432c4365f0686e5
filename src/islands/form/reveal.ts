import { type RefObject, useEffect } from 'react';

/**
 * Brings a form's problem into view and into focus, the one way every form on the site does it
 * (GOV.UK Design System, "Error summary": after a refused submit the summary is moved to and focused,
 * docs/decisions/0053). Focusing alone leaves the view where it was when the browser thinks the
 * element is "visible enough" or the layout moves after the focus (a phone left the first bad field
 * 1005 px above the screen): the element is scrolled to first, its top clear of the fixed header (the
 * root's scroll-padding and the target's scroll-margin, src/styles/shell.css), then focused without a
 * second scroll. A block that is not focusable of itself (a summary, a notice) becomes focusable by
 * script only (tabindex -1), so the keyboard's tab order is unchanged.
 */
export function reveal(target: Element | null | undefined): void {
  if (!(target instanceof HTMLElement)) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  // A field is shown with its label above it, a block from its top.
  const label = target.id ? document.querySelector(`label[for="${CSS.escape(target.id)}"]`) : null;
  const shown = label && !label.contains(target) ? label : target;
  shown.scrollIntoView({ block: 'start', inline: 'nearest' });
  target.focus({ preventScroll: true });
}

/**
 * What a refused submit shows inside `scope`: its error summary when it has one, else its first
 * invalid control in page order, else a refusal notice.
 */
export function firstProblem(scope: HTMLElement | null | undefined): Element | null {
  if (!scope) return null;
  return (
    scope.querySelector('[data-error-summary]') ??
    scope.querySelector('[aria-invalid="true"]') ??
    scope.querySelector('[data-refusal]')
  );
}

/**
 * A refusal notice (the server said no: a limit, a failed call, a form posted without script) brought
 * into view and focus whenever its message appears or changes, also when the page arrives with it.
 */
export function useRevealed(ref: RefObject<HTMLElement | null>, message: unknown): void {
  useEffect(() => {
    if (message) reveal(ref.current);
  }, [ref, message]);
}
