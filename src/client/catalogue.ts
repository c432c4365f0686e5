import { COLLAPSED_ROWS } from '../domain/catalogueFilter';
import type { searchRank as SearchRank } from '../domain/searchRank';
import { matchesWords, queryWords } from '../domain/text';
import { takeUpChooseButtons } from './cartButtons';
import { whenParsed } from './hydration';

/**
 * The catalogue's search and category filter in place, with no framework (issue 14 point 4,
 * docs/decisions/0042), over the server's markup (src/components/catalogue/ExaminationCatalogue.tsx):
 * each item carries its folded search text in `data-search`; filtering only hides and shows items. The
 * address follows the search and the category (history.replaceState), so a reload or a shared link shows
 * the same list, which the server renders the same way without script.
 *
 * The collapsed page leaves out most single-test rows (`data-more-rows` names where they are): they are
 * fetched once the visitor reaches for the search, a category or "all", and a filter waits for them, so a
 * result list is never partial. Should the fetch fail, the form and the links do what they do without
 * script: the server filters.
 */
export function setUpCatalogues(): void {
  whenParsed<HTMLElement>('[data-catalogue]', enhance);
}

interface Group {
  section: HTMLElement;
  tag: string;
  list: HTMLElement | null;
  /** The items, each with its place in the catalogue's order (`index`) and its rank under the search. */
  items: { element: HTMLElement; search: string; index: number; rank: number }[];
  showAll: HTMLAnchorElement | null;
  /** Its place in the catalogue's order, and its best item's rank under the current search. */
  index: number;
  best: number;
}

// In the catalogue's order: a search reorders them by rank, ties (and no search) keep this order.
const itemsOf = (section: HTMLElement) =>
  [...section.querySelectorAll<HTMLElement>('[data-card]')].map((element, index) => ({
    element,
    search: element.dataset.search ?? '',
    index,
    rank: index,
  }));

function enhance(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[data-catalogue-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const categoryField = form?.querySelector<HTMLInputElement>('input[name="kategoria"]');
  if (!form || !input || !categoryField) return;
  const action = root.dataset.action ?? location.pathname;
  const chips = [...root.querySelectorAll<HTMLAnchorElement>('a[data-category]')];
  const count = root.querySelector<HTMLElement>('[data-result-count]');
  const none = root.querySelector<HTMLElement>('[data-no-results]');
  const groups: Group[] = [...root.querySelectorAll<HTMLElement>('section[data-group]')].map((section, index) => ({
    section,
    tag: section.dataset.group ?? '',
    list: section.querySelector<HTMLElement>('[data-more-rows]'),
    items: itemsOf(section),
    showAll: section.querySelector<HTMLAnchorElement>('a[data-show-all]'),
    index,
    best: 0,
  }));

  const initialQuery = new URLSearchParams(location.search).get('q') ?? '';
  let query = input.value;
  let category = chips.find((chip) => chip.getAttribute('aria-current') === 'true')?.dataset.category ?? '';
  let expanded = false;

  /** How a match ranks (src/domain/searchRank.ts): loaded with the left-out rows, before the first search. */
  let rank: typeof SearchRank = () => 0;
  /** The left-out rows, fetched once; resolves to whether every group is whole. */
  let whole: Promise<boolean> | null = null;
  const complete = () =>
    (whole ??= Promise.all([
      import('../domain/searchRank').then(
        (module) => ((rank = module.searchRank), true),
        // Without it the matches keep the catalogue's order.
        () => true,
      ),
      ...groups.map(async (group) => {
        const url = group.list?.dataset.moreRows;
        if (!group.list || !url) return true;
        try {
          const response = await fetch(url, { headers: { accept: 'text/html' } });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          group.list.insertAdjacentHTML('beforeend', await response.text());
          delete group.list.dataset.moreRows;
          takeUpChooseButtons(group.list);
          group.items = itemsOf(group.section);
          return true;
        } catch (error) {
          console.error(`The catalogue's rows could not be fetched from ${url}`, error);
          return false;
        }
      }),
    ]).then((answers) => answers.every(Boolean)));

  const href = (tag: string) => {
    const params = new URLSearchParams();
    if (query.trim()) params.set('q', query.trim());
    if (tag) params.set('kategoria', tag);
    return params.size ? `${action}?${params}` : action;
  };

  const apply = () => {
    const words = queryWords(query);
    // The long list of single tests starts short unless the visitor searches or picks its category.
    const collapsed = !expanded && words.length === 0 && !category;
    let total = 0;
    for (const group of groups) {
      const inCategory = !category || group.tag === category;
      let shown = 0;
      // The best matches first (issue 25): by rank (src/domain/searchRank.ts), then the catalogue's order.
      group.best = Infinity;
      for (const item of group.items) {
        const match = inCategory && matchesWords(item.search, words);
        const name = item.element.querySelector('a')?.textContent ?? '';
        item.rank = match ? rank(name, item.search, words) * 1e4 + item.index : Infinity;
        group.best = Math.min(group.best, item.rank);
      }
      group.items.sort((a, b) => a.rank - b.rank || a.index - b.index);
      for (const item of group.items) item.element.parentElement?.appendChild(item.element);
      for (const item of group.items) {
        if (item.rank < Infinity) shown++;
        item.element.hidden = item.rank === Infinity || (collapsed && shown > COLLAPSED_ROWS);
      }
      // Rows still left out (their fetch failed) all match when nothing is searched: they count.
      if (group.list?.dataset.moreRows && inCategory && words.length === 0) {
        shown = Number(group.list.dataset.size) || shown;
      }
      group.section.hidden = shown === 0;
      if (group.showAll) {
        group.showAll.hidden = !(collapsed && shown > COLLAPSED_ROWS);
        group.showAll.href = href(group.tag);
      }
      total += shown;
    }
    groups.sort((a, b) => a.best - b.best || a.index - b.index);
    for (const group of groups) root.appendChild(group.section);
    if (count) {
      const template = (total === 1 ? root.dataset.resultOne : root.dataset.resultOther) ?? '{count}';
      count.textContent = template.replace('{count}', String(total));
    }
    if (none) none.hidden = total > 0;
    for (const chip of chips) {
      const tag = chip.dataset.category ?? '';
      chip.href = href(tag);
      if (tag === category) chip.setAttribute('aria-current', 'true');
      else chip.removeAttribute('aria-current');
    }
    categoryField.value = category;
    categoryField.disabled = !category;
    history.replaceState(history.state, '', href(category));
  };

  /** Applies once the list is whole; if it cannot be made whole, `otherwise` (the no-script way) instead. */
  const applyWhole = (otherwise?: () => void) =>
    void complete().then((ok) => (ok || !otherwise ? apply() : otherwise()));

  // Reaching for the search starts the fetch, so the list is usually whole by the first letter.
  input.addEventListener('focus', () => void complete(), { once: true });
  input.addEventListener('input', () => {
    query = input.value;
    applyWhole();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    query = input.value;
    applyWhole(() => form.submit());
  });
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as Element | null;
    const link = target?.closest?.<HTMLAnchorElement>('a[data-category], a[data-show-all]');
    if (!link) return;
    event.preventDefault();
    if (link.hasAttribute('data-show-all')) expanded = true;
    else category = link.dataset.category ?? '';
    applyWhole(() => location.assign(link.href));
  });
  // Text typed before the shell ran is kept and applied, not replaced by the server's list.
  if (query !== initialQuery) applyWhole();
}
