import type { ArticleTag } from '../../services/news';

/**
 * The news list's navigation as plain links, so filtering and paging work without JavaScript:
 * ?tag=slug picks a topic, ?oldal=N a page.
 */
export function listHref(base: string, tag: string, page = 1): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('oldal', String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Topic chips: "all", the highlighted tags (marked), then the other tags. */
export function TagBar({
  base,
  current,
  highlighted,
  tags,
  label,
  allLabel,
}: {
  base: string;
  current: string;
  highlighted: ArticleTag[];
  tags: ArticleTag[];
  label: string;
  allLabel: string;
}) {
  const chip = (tag: ArticleTag | null, marked = false) => {
    const slug = tag?.slug ?? '';
    return (
      <li key={slug || 'all'} className="shrink-0">
        <a
          href={listHref(base, slug)}
          className={marked ? 'chip bg-accent-50 text-accent-700 ring-accent-100' : 'chip'}
          aria-current={current === slug ? 'true' : undefined}
        >
          {marked ? (
            <span aria-hidden="true" className="mr-1.5 text-accent-600">
              ★
            </span>
          ) : null}
          {tag?.name ?? allLabel}
        </a>
      </li>
    );
  };
  return (
    <nav aria-label={label}>
      {/* One scrolling row on a phone, so the articles start within the first screen. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {chip(null)}
        {highlighted.map((tag) => chip(tag, true))}
        {tags.map((tag) => chip(tag))}
      </ul>
    </nav>
  );
}

/** Previous, numbered pages and next; the current page is marked for screen readers too. */
export function Pagination({
  base,
  tag,
  page,
  pageCount,
  labels,
}: {
  base: string;
  tag: string;
  page: number;
  pageCount: number;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}) {
  if (pageCount <= 1) return null;
  const step = 'btn-secondary px-4';
  return (
    <nav aria-label={labels.nav} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <a href={listHref(base, tag, page - 1)} rel="prev" className={step}>
          ← {labels.previous}
        </a>
      ) : null}
      <ol className="flex flex-wrap items-center gap-2">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <a
              href={listHref(base, tag, n)}
              aria-label={labels.page(n)}
              aria-current={n === page ? 'page' : undefined}
              className={
                n === page
                  ? 'inline-flex h-11 min-w-11 items-center justify-center rounded-full bg-brand-600 px-3 font-700 text-white'
                  : 'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-600 text-ink-soft ring-1 ring-inset ring-brand-200 hover:bg-brand-50'
              }
            >
              {n}
            </a>
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <a href={listHref(base, tag, page + 1)} rel="next" className={step}>
          {labels.next} →
        </a>
      ) : null}
    </nav>
  );
}
