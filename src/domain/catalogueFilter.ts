import { matchesQuery } from './text';

/**
 * Filtering of the examinations page and the price list by an accent-insensitive query and a category
 * (the same function runs on the server for ?q=&kategoria= and in the browser while typing).
 */
export interface Searchable {
  name: string;
  /** Extra text the query may match: code, description, the names of included tests. */
  keywords: string;
}

export function filterItems<T extends Searchable>(items: T[], query: string): T[] {
  return query.trim() ? items.filter((item) => matchesQuery(`${item.name} ${item.keywords}`, query)) : items;
}

export interface SearchableGroup<T> {
  tag: string;
  items: T[];
}

export function filterGroups<G extends SearchableGroup<T>, T extends Searchable>(
  groups: G[],
  query: string,
  category: string,
): G[] {
  return groups
    .filter((group) => !category || group.tag === category)
    .map((group) => ({ ...group, items: filterItems(group.items, query) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The catalogue's long list of single tests starts with this many rows while the visitor neither searches
 * nor picks a category; the rest follow on request.
 */
export const COLLAPSED_ROWS = 10;
