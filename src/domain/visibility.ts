/**
 * What the website shows (spec section 5): a location or an examination card only with the showonweb
 * tag; categories with no shown service are skipped; weight orders locations, services and categories,
 * 5 when unset (spec section 9), lighter first, then by name.
 */
export const SHOW_ON_WEB = 'showonweb';
export const DEFAULT_WEIGHT = 5;

export function isShownOnWeb(item: { tags: string[] }): boolean {
  return item.tags.includes(SHOW_ON_WEB);
}

export function byWeight<T extends { weight?: number | null; name: string }>(a: T, b: T): number {
  return (a.weight ?? DEFAULT_WEIGHT) - (b.weight ?? DEFAULT_WEIGHT) || a.name.localeCompare(b.name, 'hu');
}

export function visibleByWeight<T extends { tags: string[]; weight?: number | null; name: string }>(items: T[]): T[] {
  return items.filter(isShownOnWeb).sort(byWeight);
}

export interface CategoryGroup<T> {
  tag: string;
  name: string;
  description: string;
  weight: number;
  items: T[];
}

/** Groups shown services by category, lightest category first; empty categories are skipped. */
export function visibleCategories<
  T extends {
    tags: string[];
    weight?: number | null;
    name: string;
    category_tag: string;
    category_name: string;
    category_description: string;
    category_weight?: number | null;
  },
>(services: T[]): CategoryGroup<T>[] {
  const groups = new Map<string, CategoryGroup<T>>();
  for (const service of visibleByWeight(services)) {
    const group = groups.get(service.category_tag) ?? {
      tag: service.category_tag,
      name: service.category_name,
      description: service.category_description,
      weight: service.category_weight ?? DEFAULT_WEIGHT,
      items: [],
    };
    group.items.push(service);
    groups.set(service.category_tag, group);
  }
  return [...groups.values()].sort(byWeight);
}
