import { StruckPrice } from '../StruckPrice';
import { CategoryChips } from './CategoryChips';
import { COLLAPSED_ROWS } from '../../domain/catalogueFilter';
import { searchRank } from '../../domain/searchRank';
import { matchesWords, queryWords, searchText } from '../../domain/text';
import { ChooseButton } from '../ChooseButton';
import { ExpectedResultsLine } from '../ExpectedResults';
import type { CatalogueGroup, CatalogueItem, CatalogueLabels } from './types';

export interface ExaminationCatalogueProps {
  /** The groups, or how to build them once the page renders (a page served from its kept copy never does). */
  groups: CatalogueGroup[] | (() => CatalogueGroup[]);
  query: string;
  /** A group's tag, or '' for all. */
  category: string;
  /** The page's own path, for the form and the category links. */
  action: string;
  labels: CatalogueLabels;
  /**
   * The examinations page's path, which answers `?sorok=<tag>` with the rows a long compact group leaves
   * out while collapsed (LeftOutRows): given, the collapsed page carries the first few rows only, and the
   * shell fetches the rest when the visitor searches, picks a category or asks for them all.
   */
  rowsHref?: string;
  /**
   * Whether choosing here shows the confirmation toast (src/client/chooseToast.ts). The booking start
   * shows the cart's count in its own bar instead.
   */
  toast?: boolean;
}

/** The page's address with a search and a category, as the form and the category links reach it. */
export function catalogueHref(action: string, query: string, category: string): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (category) params.set('kategoria', category);
  return params.size ? `${action}?${params}` : action;
}

/**
 * The groups with their items best match first (`rank`, lower better; an item that does not match
 * ranks after every one that does), and the groups by their best item; ties keep the catalogue's order.
 */
function rankGroups(groups: CatalogueGroup[], rank: (item: CatalogueItem) => number): CatalogueGroup[] {
  const ranked = groups.map((group) => {
    const items = group.items
      .map((item, index) => ({ item, index, rank: rank(item) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index);
    return { group: { ...group, items: items.map(({ item }) => item) }, best: items[0]?.rank ?? Infinity };
  });
  return ranked.sort((a, b) => a.best - b.best).map(({ group }) => group);
}

/** What an item's search matches, folded once on the server (src/domain/text.ts, searchText). */
const searchOf = (item: CatalogueItem) => searchText(`${item.name} ${item.keywords}`);

/**
 * The examinations page's list (and the booking start's): accent-insensitive search and a category filter
 * over every shown package and single test, each with its choose button. Server markup that works without
 * script: the form and the category links reload the page with ?q= and ?kategoria=, and the server renders
 * every item, hiding those the search leaves out. The shell (src/client/catalogue.ts) then filters in place
 * from what the markup holds: each item's `data-search` (its name and keywords as searchText folds them),
 * the groups' tags, the labels on this root. No island and no second copy of the list as JSON, so the
 * page loads no React (issue 14 point 4, docs/decisions/0042).
 */
export function ExaminationCatalogue({
  groups: given,
  query,
  category,
  action,
  labels,
  rowsHref,
  toast = true,
}: ExaminationCatalogueProps) {
  const words = queryWords(query);
  const collapsed = words.length === 0 && !category;
  const all = typeof given === 'function' ? given() : given;
  const search = new Map(all.flatMap((group) => group.items.map((item) => [item, searchOf(item)] as const)));
  // A search lists the best matches first, in each group and among the groups (issue 25), as the shell does.
  const rank = (item: CatalogueItem) => {
    const text = search.get(item)!;
    return matchesWords(text, words) ? searchRank(item.name, text, words) : Infinity;
  };
  const groups = words.length ? rankGroups(all, rank) : all;
  const shown = (group: CatalogueGroup) =>
    group.items.map((item) => (!category || group.tag === category) && matchesWords(search.get(item)!, words));
  const matches = new Map(groups.map((group) => [group, shown(group)]));
  const count = [...matches.values()].reduce((sum, flags) => sum + flags.filter(Boolean).length, 0);
  // Collapsed, a long compact group's hidden rows stay out of the page, fetched when wanted (rowsHref).
  const leftOut = (group: CatalogueGroup) => !!rowsHref && collapsed && group.items.length > COLLAPSED_ROWS;

  return (
    <div
      data-catalogue=""
      data-action={action}
      data-result-one={labels.resultCountOne}
      data-result-other={labels.resultCountOther}
      data-choose-labels={JSON.stringify({ choose: labels.choose, chosen: labels.chosen })}
      data-choose-toast={toast ? undefined : 'off'}
    >
      <form
        role="search"
        action={action}
        method="get"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        data-catalogue-search=""
      >
        <div className="grow">
          <label htmlFor="catalogue-search" className="mb-1 block text-sm font-600 text-ink">
            {labels.searchLabel}
          </label>
          <input
            id="catalogue-search"
            name="q"
            type="search"
            autoComplete="off"
            defaultValue={query}
            placeholder={labels.searchPlaceholder}
            className="input w-full"
          />
        </div>
        <button type="submit" className="btn-secondary">
          {labels.searchButton}
        </button>
        <input type="hidden" name="kategoria" value={category} disabled={!category} />
      </form>

      <CategoryChips
        label={labels.categoryFilterLabel}
        className="mt-5"
        current={category}
        links={[{ tag: '', name: labels.allCategories }, ...groups].map(({ tag, name }) => ({
          tag,
          name,
          href: catalogueHref(action, query, tag),
        }))}
      />

      <p className="mt-6 text-sm text-ink-muted" aria-live="polite" data-result-count="">
        {(count === 1 ? labels.resultCountOne : labels.resultCountOther).replace('{count}', String(count))}
      </p>
      <p className="mt-4 rounded-xl bg-brand-50 p-6 text-ink" hidden={count > 0} data-no-results="">
        {labels.noResults}
      </p>

      {groups.map((group) => {
        const flags = matches.get(group)!;
        const rows = flags.filter(Boolean).length;
        return (
          <section
            key={group.tag}
            aria-labelledby={`category-${group.tag}`}
            className="mt-10"
            hidden={rows === 0}
            data-group={group.tag}
          >
            <h2 id={`category-${group.tag}`} className="text-2xl font-700 text-ink">
              {group.name}
            </h2>
            {group.description ? <p className="mt-1 max-w-3xl text-ink-soft">{group.description}</p> : null}
            {group.compact ? (
              <>
                <ul
                  className="mt-5 divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100"
                  data-more-rows={leftOut(group) ? `${rowsHref}?sorok=${group.tag}` : undefined}
                  data-size={leftOut(group) ? group.items.length : undefined}
                >
                  {(leftOut(group) ? group.items.slice(0, COLLAPSED_ROWS) : group.items).map((item, index) => (
                    <TestRow
                      key={item.choice.item.id}
                      item={item}
                      search={search.get(item)!}
                      labels={labels}
                      hidden={!flags[index] || (collapsed && index >= COLLAPSED_ROWS)}
                    />
                  ))}
                </ul>
                <a
                  href={catalogueHref(action, query, group.tag)}
                  className="btn-secondary mt-4"
                  hidden={!(collapsed && group.items.length > COLLAPSED_ROWS)}
                  data-show-all=""
                >
                  {labels.showAll.replace('{count}', String(group.items.length))}
                </a>
              </>
            ) : (
              <ul className="mt-5 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
                {group.items.map((item, index) => (
                  <ExaminationCard
                    key={item.choice.item.id}
                    item={item}
                    search={search.get(item)!}
                    labels={labels}
                    hidden={!flags[index]}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * The rows of a compact group that the collapsed page leaves out (from COLLAPSED_ROWS on), hidden, for
 * the shell to add and filter (the `?sorok=<tag>` answer).
 */
export function LeftOutRows({ group, labels }: { group: CatalogueGroup; labels: CatalogueLabels }) {
  return (
    <>
      {group.items.slice(COLLAPSED_ROWS).map((item) => (
        <TestRow key={item.choice.item.id} item={item} search={searchOf(item)} labels={labels} hidden />
      ))}
    </>
  );
}

interface ItemProps {
  item: CatalogueItem;
  /** What the search matches: searchOf(item). */
  search: string;
  labels: CatalogueLabels;
  hidden: boolean;
}

function ExaminationCard({ item, search, labels, hidden }: ItemProps) {
  return (
    <li className="card flex flex-col" hidden={hidden} data-card="" data-search={search}>
      {item.smartChoice ? <span className="badge mb-3 self-start">{labels.smartChoice}</span> : null}
      <h3 className="text-lg font-700 leading-snug text-ink">
        <a href={item.href} className="hover:text-brand-700 hover:underline">
          {item.name}
        </a>
      </h3>
      <p className="mt-2 grow text-sm leading-relaxed text-ink-soft">{item.summary}</p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-ink-muted">{labels.turnaround}</dt>
          <dd className="font-600 text-ink">{item.turnaround}</dd>
        </div>
        <div className="text-right">
          <dt className="text-ink-muted">{labels.packagePrice}</dt>
          <dd className="text-xl font-700 text-brand-700">{item.price}</dd>
          {item.priceWithout ? (
            <dd className="text-xs text-ink-muted">
              <StruckPrice label={labels.withoutPackage} note={labels.withoutPackageNote} price={item.priceWithout} />
            </dd>
          ) : null}
        </div>
      </dl>
      <ExpectedResultsLine label={labels.resultsExpected} expected={item.expected} className="mt-2" />
      {/* On a 320 px phone the two buttons do not fit side by side: the details go below (issue 15 point 1). */}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ChooseButton choice={item.choice} labels={labels} className="grow" sharedLabels />
        <a href={item.href} className="btn-secondary grow sm:grow-0">
          {labels.details}
          <span className="sr-only">: {item.name}</span>
        </a>
      </div>
    </li>
  );
}

function TestRow({ item, search, labels, hidden }: ItemProps) {
  return (
    <li className="test-row" hidden={hidden} data-card="" data-search={search}>
      <div className="grow">
        <a href={item.href} className="test-row-name">
          {item.name}
        </a>
        <p className="text-sm text-ink-muted">{item.turnaround}</p>
        <ExpectedResultsLine label={labels.resultsExpected} expected={item.expected} />
      </div>
      <p className="test-row-price">{item.price}</p>
      <ChooseButton choice={item.choice} labels={labels} className="sm:w-48" sharedLabels />
    </li>
  );
}
