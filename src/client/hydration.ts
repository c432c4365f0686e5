/**
 * When islands hydrate (docs/decisions/0035, issue 14 point 1). This module is part of the shell and
 * holds no framework: React DOM and an island's code are imported only once that island is due.
 *
 * - An island is considered only once its markup is complete. The shell is an async module, so it may
 *   run while the page is still streaming: an island whose props or root have not arrived yet is
 *   waited for, not reported as unknown (the "Unknown island: BookingSummary" race).
 * - `data-hydrate="load"` (the booking steps) hydrates at once; `data-hydrate="touch"` (the cookie
 *   settings button) only once first touched (pointer, focus or key inside it); any other island when it
 *   is visible or first touched. A page with no island in view loads no React. `data-hydrate-hash` also
 *   makes an island due when the URL's hash is that one, on arrival or later.
 * - Until its component has committed, an island keeps what the visitor did to it (a click, a submit,
 *   typed text) and hands it to the component afterwards, so a first touch is not lost.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the HTML parser is past the element's end tag: the document is parsed, or a node follows it. */
export function isParsed(element: Element): boolean {
  if (element.ownerDocument.readyState !== 'loading') return true;
  for (
    let node: Node | null = element;
    node && node !== element.ownerDocument.documentElement;
    node = node.parentNode
  ) {
    if (node.nextSibling) return true;
  }
  return false;
}

/** What `whenParsed` looks for while the page streams: one observer serves them all. */
const watchers: (() => void)[] = [];
let observer: MutationObserver | null = null;

/**
 * Calls `found` once for each element matching `selector` whose markup is complete: those there now,
 * and, while the document is still streaming, each one as the parser finishes it.
 */
export function whenParsed<E extends HTMLElement>(selector: string, found: (element: E) => void): void {
  const seen = new WeakSet<Element>();
  const scan = () => {
    for (const element of document.querySelectorAll<E>(selector)) {
      if (seen.has(element) || !isParsed(element)) continue;
      seen.add(element);
      found(element);
    }
  };
  scan();
  if (document.readyState !== 'loading') return;
  watchers.push(scan);
  if (observer) return;
  const scanAll = () => {
    for (const watcher of watchers) watcher();
  };
  observer = new MutationObserver(scanAll);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      observer?.disconnect();
      scanAll();
      watchers.length = 0;
    },
    { once: true },
  );
}

const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** Hydrates each island when it is due; `hydrate` imports React and the island's code (src/client/islands.tsx). */
export function scheduleIslands(hydrate: (island: HTMLElement) => Promise<void>): void {
  const starts = new Map<Element, () => void>();
  const visibility =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) if (entry.isIntersecting) starts.get(entry.target)?.();
        })
      : null;

  whenParsed<HTMLElement>('[data-island]', (island) => {
    const release = holdInteractions(island);
    // The wrapper, and each top-level element of the server markup: a fixed or absolutely placed one
    // (a banner) can be in view while the wrapper is not.
    const watched = [island, ...(island.querySelector(':scope > [data-island-root]')?.children ?? [])];
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const element of watched) {
        visibility?.unobserve(element);
        starts.delete(element);
      }
      for (const type of TOUCH_EVENTS) island.removeEventListener(type, start, true);
      hydrate(island).then(release, (error: unknown) => {
        console.error(`Island ${island.dataset.island} could not be hydrated`, error);
        // The server's markup is all there is: links and forms work as they do without script.
        release();
      });
    };
    const { hydrate: when, hydrateHash: hash } = island.dataset;
    if (when === 'load' || (hash && location.hash === hash)) return start();
    for (const type of TOUCH_EVENTS) island.addEventListener(type, start, true);
    if (hash) addEventListener('hashchange', () => location.hash === hash && start());
    if (when === 'touch') return;
    if (!visibility) return start();
    for (const element of watched) {
      starts.set(element, start);
      visibility.observe(element);
    }
  });
}

/**
 * Keeps the visitor's first actions inside an island that is not hydrated yet: clicks and submits are
 * held (a checkbox stays as it was, a form is not posted), edited fields are noted. The returned
 * function lets go and replays them to the hydrated component: each edited field's value as a change
 * React sees, then the last click or submit.
 */
export function holdInteractions(island: HTMLElement): () => void {
  let action: (() => void) | null = null;
  const edited = new Set<Field>();
  const onClick = (event: MouseEvent) => {
    // A click that opens a new tab or window is the browser's, not the island's.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target as HTMLElement;
    event.preventDefault();
    event.stopPropagation();
    action = () => target.click();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    event.preventDefault();
    event.stopPropagation();
    action = () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
  };
  const onEdit = (event: Event) => {
    event.stopPropagation();
    edited.add(event.target as Field);
  };
  island.addEventListener('click', onClick, true);
  island.addEventListener('submit', onSubmit, true);
  island.addEventListener('input', onEdit, true);
  island.addEventListener('change', onEdit, true);
  return () => {
    island.removeEventListener('click', onClick, true);
    island.removeEventListener('submit', onSubmit, true);
    island.removeEventListener('input', onEdit, true);
    island.removeEventListener('change', onEdit, true);
    for (const field of edited) if (field.isConnected) replayEdit(field);
    if (action && island.isConnected) action();
  };
}

/**
 * Tells React of a value typed before hydration. React keeps the browser's value when it hydrates a
 * field and records it as already seen, so an `input` event alone would not reach onChange: the value
 * React has seen is set to another one first (through the field's own `value` property, which React
 * tracks), then the field's value is put back through the prototype's setter, which it does not.
 */
function replayEdit(field: Field): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const value = field.value;
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
