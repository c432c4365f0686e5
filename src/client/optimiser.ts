import { effect } from '@preact/signals-core';
import { NOTE_LINE, optimiseRequestOf, withSuggestion } from '../domain/cartSuggestion';
import type { SuggestionView } from '../domain/suggestionView';
import type { CartSuggestion } from '../domain/packageOptimiser';
import { cart, updateCart } from '../islands/cart/store';
import { call } from './call';
import { keepChosenInView, updateBottomOverlays } from './overlays';

/**
 * The package optimiser's note on the examinations page (issue 17 point 2, docs/decisions/0047), over
 * the bar the server renders empty (src/components/OptimiserNote.tsx), with no framework: the shell
 * loads this once the page has the bar and the cart holds something. Each change of the cart's items,
 * location, time or coupon asks the server (POST /api/cart/optimise); a better combination fills and
 * shows the bar, none hides it. The switch puts the combination into the cart and keeps the rest
 * (src/domain/cartSuggestion.ts), and the bar says what the cart now holds. A suggestion the visitor
 * closed stays closed for that cart in this tab (sessionStorage).
 */
const DISMISSED_KEY = 'optimiser-dismissed-v1';
/** How long the note after switching stays, unless the pointer or focus is on it. */
const DONE_MS = 6_000;

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-note-${name}]`)!;

function dismissed(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** A list's items: each line's texts in spans with the given classes (the component's, NOTE_LINE). */
function list(element: HTMLElement, lines: string[][], classes: { item: string; parts: string[] }): void {
  element.replaceChildren();
  for (const texts of lines) {
    const item = document.createElement('li');
    item.className = classes.item;
    if (texts.length === 1) item.textContent = texts[0]!;
    else
      texts.forEach((text, index) => {
        const part = document.createElement('span');
        part.className = classes.parts[index] ?? '';
        part.textContent = text;
        item.appendChild(part);
      });
    element.appendChild(item);
  }
}

export function watchOptimiserNote(root: HTMLElement): void {
  const lang = document.documentElement.lang === 'en' ? 'en' : 'hu';
  const panel = slot(root, 'panel');
  const donePanel = slot(root, 'done-panel');
  const status = slot(root, 'status');
  let shown: { suggestion: CartSuggestion; view: SuggestionView; key: string } | null = null;
  let asked = '';
  let doneTimer: ReturnType<typeof setTimeout> | undefined;

  const toggle = (element: HTMLElement, visible: boolean) => {
    if (element.hidden === !visible) return;
    // Focus inside a part being hidden goes to the page's main content, never to the body.
    if (!visible && element.contains(document.activeElement))
      document.getElementById('main')?.focus({ preventScroll: true });
    element.hidden = !visible;
    updateBottomOverlays();
  };

  const hideDoneLater = () => {
    clearTimeout(doneTimer);
    doneTimer = setTimeout(() => {
      if (donePanel.matches(':hover') || donePanel.contains(document.activeElement)) hideDoneLater();
      else toggle(donePanel, false);
    }, DONE_MS);
  };

  // The texts come with the answer, in the page's language: this page loads no message catalogue.
  const show = (suggestion: CartSuggestion | null, view: SuggestionView | null, key: string) => {
    if (!suggestion || !view || dismissed().includes(key)) {
      shown = null;
      toggle(panel, false);
      return;
    }
    slot(panel, 'title').textContent = view.title;
    slot(panel, 'saving').textContent = view.saving;
    slot(panel, 'combination').textContent = view.combination;
    slot(panel, 'totals').textContent = view.totals;
    slot(panel, 'adds').textContent = view.adds;
    list(
      slot(panel, 'items'),
      view.items.map((item) => [item.name, item.price]),
      { item: NOTE_LINE.item, parts: [NOTE_LINE.name, NOTE_LINE.price] },
    );
    list(
      slot(panel, 'added'),
      view.added.map((name) => [name]),
      { item: NOTE_LINE.name, parts: [] },
    );
    slot(panel, 'added-title').hidden = view.added.length === 0;
    slot(panel, 'switch').setAttribute('aria-label', view.switchLabel);
    // A new suggestion is told once; the same one again (a re-render) is not.
    if (shown?.key !== key) status.textContent = `${view.title}: ${view.combination}. ${view.saving}.`;
    shown = { suggestion, view, key };
    toggle(donePanel, false);
    toggle(panel, true);
    // Risen over the page, it must not cover the card just chosen (issue 25).
    keepChosenInView();
  };

  effect(() => {
    const request = optimiseRequestOf(cart.value, lang);
    const key = JSON.stringify(request);
    if (key === asked) return;
    asked = key;
    if (!request) return show(null, null, key);
    call('optimiseCart', { body: request })
      .then(({ data }) => key === asked && show(data.suggestion, data.view, key))
      // The http client has logged it; without an answer there is nothing to suggest.
      .catch(() => key === asked && show(null, null, key));
  });

  root.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest('[data-note-switch]') && shown) {
      const { suggestion, view } = shown;
      const hadFocus = panel.contains(document.activeElement);
      const { switched } = view;
      updateCart((current) => withSuggestion(current, suggestion));
      shown = null;
      toggle(panel, false);
      slot(donePanel, 'done').textContent = switched;
      status.textContent = switched;
      toggle(donePanel, true);
      if (hadFocus) slot(donePanel, 'done').focus();
      hideDoneLater();
    } else if (target?.closest('[data-note-close]')) {
      if (shown && target.closest('[data-note-panel]')) {
        try {
          sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissed(), shown.key].slice(-20)));
        } catch {
          // Storage refused (a private window's quota): it is closed for this page only.
        }
        shown = null;
      }
      toggle(panel, false);
      toggle(donePanel, false);
    }
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) slot(panel, 'close').click();
  });
}
