import { useState } from 'react';
import { filterGroups, type Searchable } from '../../domain/catalogueFilter';
import { SearchForm } from '../SearchForm';

export interface PriceRow extends Searchable {
  code: string;
  href: string;
  price: string;
  turnaround: string;
}

export interface PriceGroup {
  tag: string;
  name: string;
  rows: PriceRow[];
}

export interface PriceListProps {
  groups: PriceGroup[];
  initialQuery: string;
  action: string;
  labels: {
    search: string;
    searchButton: string;
    print: string;
    code: string;
    name: string;
    price: string;
    turnaround: string;
    noResults: string;
  };
}

/** /arlista: every price in tables, searchable as you type (or with ?q= without JavaScript), printable. */
export function PriceList({ groups, initialQuery, action, labels }: PriceListProps) {
  const [query, setQuery] = useState(initialQuery);
  const shown = filterGroups(
    groups.map((group) => ({ ...group, items: group.rows })),
    query,
    '',
  );
  return (
    <div>
      <SearchForm
        action={action}
        id="price-search"
        name="q"
        label={labels.search}
        value={query}
        submitLabel={labels.searchButton}
        className="no-print"
        onChange={(value) => {
          setQuery(value);
          history.replaceState(null, '', value.trim() ? `${action}?q=${encodeURIComponent(value.trim())}` : action);
        }}
      >
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          {labels.print}
        </button>
      </SearchForm>
      {shown.length === 0 ? <p className="mt-6 rounded-xl bg-brand-50 p-6 text-ink">{labels.noResults}</p> : null}
      {shown.map((group) => (
        <section key={group.tag} aria-labelledby={`prices-${group.tag}`} className="mt-10 break-inside-avoid-page">
          <h2 id={`prices-${group.tag}`} className="text-xl font-700 text-ink">
            {group.name}
          </h2>
          <div className="mt-3 overflow-x-auto rounded-2xl ring-1 ring-brand-100">
            <table className="w-full text-left text-sm">
              <thead className="bg-brand-50 text-ink-soft">
                <tr>
                  <th scope="col" className="px-4 py-3 font-600">
                    {labels.code}
                  </th>
                  <th scope="col" className="px-4 py-3 font-600">
                    {labels.name}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-600 md:table-cell">
                    {labels.turnaround}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-600">
                    {labels.price}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-brand-100">
                {group.items.map((row) => (
                  <tr key={row.href} data-price-row="">
                    <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-ink-muted">{row.code}</td>
                    <td className="px-4 py-3">
                      <a href={row.href} className="font-600 text-ink hover:text-brand-700 hover:underline">
                        {row.name}
                      </a>
                    </td>
                    <td className="hidden px-4 py-3 text-ink-soft md:table-cell">{row.turnaround}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-right font-700 text-brand-700">{row.price}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
