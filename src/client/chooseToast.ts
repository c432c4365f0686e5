import { keepChosenInView } from './overlays';

/**
 * The note after choosing an examination (issue 15 point 3), over the markup every page carries
 * (src/components/ChooseToast.tsx), with no framework: what went into the cart or came out of it, the
 * cart's count, and the way on to the cart. It is seen, not heard: the same words are said once, through
 * the page's live region (src/client/announce.ts, issue 16 point 5, decision 0045), also where no note
 * is shown (the booking start, whose bar counts). It goes by itself after a few seconds, but not while
 * the pointer rests on it or focus is inside it (WCAG 2.2.1: the visitor gets the time they need; the
 * cart also stays in the header), or by its close button or Escape.
 */
const SHOWN_MS = 6_000;

let timer: ReturnType<typeof setTimeout> | undefined;
/** The button that last showed the note: focus goes back to it when the note closes under the focus. */
let origin: HTMLElement | null = null;
let wired = false;

/** The shell's note (a catalogue's `data-choose-toast="off"` wrapper shares the attribute). */
const region = () => document.querySelector<HTMLElement>('body > [data-choose-toast]');

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

/** What a choice did, in the page's language: the note's title and the cart's count after it. */
export interface ChoiceNote {
  title: string;
  tally: string;
  count: number;
}

/** The words for `name` added to (or removed from) the cart, which now holds `count` items. */
export function choiceNote({ name, added, count }: { name: string; added: boolean; count: number }): ChoiceNote {
  const data = region()?.dataset ?? {};
  return {
    title: (added ? data.added : data.removed)?.replace('{name}', name) ?? name,
    tally: ((count === 1 ? data.countOne : data.countOther) ?? '{count}').replace('{count}', String(count)),
    count,
  };
}

/** Shows the note `from` the button that made the choice. */
export function showChooseToast(note: ChoiceNote, from: HTMLElement): void {
  const root = region();
  const panel = root?.querySelector<HTMLElement>('[data-toast-panel]');
  const title = root?.querySelector<HTMLElement>('[data-toast-title]');
  const tally = root?.querySelector<HTMLElement>('[data-toast-count]');
  if (!root || !panel || !title || !tally) return;
  wire(root);
  origin = from;
  panel.hidden = false;
  title.textContent = note.title;
  tally.textContent = note.tally;
  const toCart = root.querySelector<HTMLElement>('[data-toast-cart]');
  if (toCart) toCart.hidden = note.count === 0;
  hideLater();
  keepChosenInView(from);
}
