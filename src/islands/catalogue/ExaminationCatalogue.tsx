import { useEffect, useRef, useState } from 'react';
import { filterGroups } from '../../domain/catalogueFilter';
import { ChooseButton } from '../ChooseButton';
import { SearchForm } from '../SearchForm';
import type { CatalogueGroup, CatalogueItem, CatalogueLabels } from './types';

const COLLAPSED_ROWS = 10;

export interface ExaminationCatalogueProps {
  groups: CatalogueGroup[];
  initialQuery: string;
  initialCategory: string;
  /** The page's own path, for the no-JavaScript form and the category links. */
  action: string;
  labels: CatalogueLabels;
}

/**
 * The examinations page: accent-insensitive search and a category filter over every shown package and
 * single test, each with its choose button. Without JavaScript the form and the category links reload
 * the page with ?q= and ?kategoria=, which the server filters the same way.
 */
export function ExaminationCatalogue({
  groups,
  initialQuery,
  initialCategory,
  action,
  labels,
}: ExaminationCatalogueProps) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page came alive is kept, not replaced by the server's value.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== initialQuery) {
      setQuery(typed);
      remember(typed, category);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  const [expanded, setExpanded] = useState(false);
  const shown = filterGroups(groups, query, category);
  // The long list of single tests starts short unless the visitor searches or picks its category.
  const collapsed = !expanded && !query.trim() && !category;
  const count = shown.reduce((sum, group) => sum + group.items.length, 0);

  const remember = (nextQuery: string, nextCategory: string) => {
    const params = new URLSearchParams();
    if (nextQuery.trim()) params.set('q', nextQuery.trim());
    if (nextCategory) params.set('kategoria', nextCategory);
    history.replaceState(null, '', params.size ? `${action}?${params}` : action);
  };
  const categoryHref = (tag: string) => {
    const params = new URLSearchParams();
    if (query.trim()) params.set('q', query.trim());
    if (tag) params.set('kategoria', tag);
    return params.size ? `${action}?${params}` : action;
  };

  return (
    <div>
      <SearchForm
        action={action}
        id="catalogue-search"
        name="q"
        label={labels.searchLabel}
        placeholder={labels.searchPlaceholder}
        value={query}
        inputRef={input}
        submitLabel={labels.searchButton}
        onChange={(value) => {
          setQuery(value);
          remember(value, category);
        }}
      >
        {category ? <input type="hidden" name="kategoria" value={category} /> : null}
      </SearchForm>

      <nav aria-label={labels.categoryFilterLabel} className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {[{ tag: '', name: labels.allCategories }, ...groups].map((group) => (
            <li key={group.tag || 'all'}>
              <a
                href={categoryHref(group.tag)}
                className="chip"
                aria-current={category === group.tag ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setCategory(group.tag);
                  remember(query, group.tag);
                }}
              >
                {group.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <p className="mt-6 text-sm text-ink-muted" aria-live="polite" data-result-count="">
        {(count === 1 ? labels.resultCountOne : labels.resultCountOther).replace('{count}', String(count))}
      </p>
      {shown.length === 0 ? <p className="mt-4 rounded-xl bg-brand-50 p-6 text-ink">{labels.noResults}</p> : null}

      {shown.map((group) => (
        <section key={group.tag} aria-labelledby={`category-${group.tag}`} className="mt-10">
          <h2 id={`category-${group.tag}`} className="text-2xl font-700 text-ink">
            {group.name}
          </h2>
          {group.description ? <p className="mt-1 max-w-3xl text-ink-soft">{group.description}</p> : null}
          {group.compact ? (
            <>
              <ul className="mt-5 divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100">
                {(collapsed ? group.items.slice(0, COLLAPSED_ROWS) : group.items).map((item) => (
                  <TestRow key={item.choice.item.id} item={item} labels={labels} />
                ))}
              </ul>
              {collapsed && group.items.length > COLLAPSED_ROWS ? (
                <a
                  href={categoryHref(group.tag)}
                  className="btn-secondary mt-4"
                  onClick={(event) => {
                    event.preventDefault();
                    setExpanded(true);
                  }}
                >
                  {labels.showAll.replace('{count}', String(group.items.length))}
                </a>
              ) : null}
            </>
          ) : (
            <ul className="mt-5 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {group.items.map((item) => (
                <ExaminationCard key={item.choice.item.id} item={item} labels={labels} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function ExaminationCard({ item, labels }: { item: CatalogueItem; labels: CatalogueLabels }) {
  return (
    <li className="card flex flex-col" data-card="">
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
              {labels.withoutPackage}: <s>{item.priceWithout}</s>
            </dd>
          ) : null}
        </div>
      </dl>
      {/* On a 320 px phone the two buttons do not fit side by side: the details go below (issue 15 point 1). */}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ChooseButton choice={item.choice} labels={labels} className="grow" />
        <a href={item.href} className="btn-secondary grow sm:grow-0">
          {labels.details}
          <span className="sr-only">: {item.name}</span>
        </a>
      </div>
    </li>
  );
}

function TestRow({ item, labels }: { item: CatalogueItem; labels: CatalogueLabels }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-card="">
      <div className="grow">
        <a href={item.href} className="font-600 text-ink hover:text-brand-700 hover:underline">
          {item.name}
        </a>
        <p className="text-sm text-ink-muted">{item.turnaround}</p>
      </div>
      <p className="font-700 text-brand-700 sm:w-28 sm:text-right">{item.price}</p>
      <ChooseButton choice={item.choice} labels={labels} className="sm:w-48" />
    </li>
  );
}
