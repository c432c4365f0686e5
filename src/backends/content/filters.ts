import type { ContentFilters } from './port';
import { isPlainObject, type QueryParams } from './query';

/**
 * Strapi's filter and sort semantics over flattened records, for the embedded source. They run in
 * TypeScript rather than SQL because SQLite's LIKE folds only ASCII case, so `$containsi` would miss
 * 'ÁRLISTA' in 'Teljes árlista', and because the content types are small enough to load whole.
 */
/** A flattened entry or a component: field names to values. */
export type FieldMap = QueryParams;

/** Turns a stored relation ({ $relation }) into the related record(s); any other value comes back as is. */
export type Resolve = (value: unknown) => Promise<unknown>;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Whether one record passes a filter tree; a filter on a component or relation descends into it. */
export async function matches(record: FieldMap, filters: ContentFilters, resolve: Resolve): Promise<boolean> {
  for (const [key, condition] of Object.entries(filters)) {
    if (!(await matchesKey(record, key, condition, resolve))) return false;
  }
  return true;
}

async function matchesKey(record: FieldMap, key: string, condition: unknown, resolve: Resolve): Promise<boolean> {
  if (key === '$and') return everyOf(asList(condition), (f) => matches(record, f as ContentFilters, resolve));
  if (key === '$or') return someOf(asList(condition), (f) => matches(record, f as ContentFilters, resolve));
  if (key === '$not') return !(await matches(record, condition as ContentFilters, resolve));
  return matchesValue(await resolve(record[key]), condition, resolve);
}

/** A condition on one field's value: operators, nested field filters, or an implicit $eq / $in. */
async function matchesValue(value: unknown, condition: unknown, resolve: Resolve): Promise<boolean> {
  if (!isPlainObject(condition)) return test(Array.isArray(condition) ? '$in' : '$eq', value, condition);
  const nested: ContentFilters = {};
  for (const [key, operand] of Object.entries(condition)) {
    let ok: boolean;
    if (key === '$and') ok = await everyOf(asList(operand), (c) => matchesValue(value, c, resolve));
    else if (key === '$or') ok = await someOf(asList(operand), (c) => matchesValue(value, c, resolve));
    else if (key === '$not') ok = !(await matchesValue(value, operand, resolve));
    else if (key.startsWith('$')) ok = test(key, value, operand);
    else {
      nested[key] = operand;
      continue;
    }
    if (!ok) return false;
  }
  if (!Object.keys(nested).length) return true;
  // A component list or to-many relation matches when any of its records does, as Strapi's join does.
  return someOf(asList(value).filter(isPlainObject), (item) => matches(item, nested, resolve));
}

function test(operator: string, value: unknown, operand: unknown): boolean {
  const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  if (operator === '$null') return empty === isTrue(operand);
  if (operator === '$notNull') return empty !== isTrue(operand);
  const check = OPERATORS[operator];
  if (!check) throw new Error(`Filter operator ${operator} slipped past query validation`);
  // A list of plain values matches when any of its items does.
  return Array.isArray(value) ? value.some((item) => check(item, operand)) : check(value, operand);
}

const OPERATORS: { [operator: string]: (value: unknown, operand: unknown) => boolean } = {
  $eq: (value, operand) => same(value, operand),
  $ne: (value, operand) => !same(value, operand),
  $eqi: (value, operand) => fold(value) === fold(operand),
  $nei: (value, operand) => fold(value) !== fold(operand),
  $in: (value, operand) => asList(operand).some((item) => same(value, item)),
  $notIn: (value, operand) => !asList(operand).some((item) => same(value, item)),
  $lt: (value, operand) => order(value, operand) < 0,
  $lte: (value, operand) => order(value, operand) <= 0,
  $gt: (value, operand) => order(value, operand) > 0,
  $gte: (value, operand) => order(value, operand) >= 0,
  $between: (value, operand) => {
    const [low, high] = asList(operand);
    return order(value, low) >= 0 && order(value, high) <= 0;
  },
  $contains: (value, operand) => isText(value) && text(value).includes(text(operand)),
  $notContains: (value, operand) => !isText(value) || !text(value).includes(text(operand)),
  $containsi: (value, operand) => isText(value) && fold(value).includes(fold(operand)),
  $notContainsi: (value, operand) => !isText(value) || !fold(value).includes(fold(operand)),
  $startsWith: (value, operand) => isText(value) && text(value).startsWith(text(operand)),
  $startsWithi: (value, operand) => isText(value) && fold(value).startsWith(fold(operand)),
  $endsWith: (value, operand) => isText(value) && text(value).endsWith(text(operand)),
  $endsWithi: (value, operand) => isText(value) && fold(value).endsWith(fold(operand)),
};

const isTrue = (operand: unknown) => operand === true || operand === 'true' || operand === '1' || operand === 1;
const isText = (value: unknown) => typeof value === 'string' || typeof value === 'number';
// NFC first, so a decomposed 'á' typed on some keyboards equals the stored precomposed one.
const text = (value: unknown) => String(value ?? '').normalize('NFC');
const fold = (value: unknown) => text(value).toLowerCase();

/** Query-string operands are strings; they take the type of the stored value they are compared with. */
function coerce(operand: unknown, like: unknown): unknown {
  if (typeof like === 'number' && typeof operand === 'string' && /^-?\d+(\.\d+)?$/.test(operand))
    return Number(operand);
  if (typeof like === 'boolean' && typeof operand === 'string') {
    if (operand === 'true' || operand === '1') return true;
    if (operand === 'false' || operand === '0') return false;
  }
  if (typeof like === 'string' && typeof operand === 'number') return String(operand);
  return operand;
}

function same(value: unknown, operand: unknown): boolean {
  if (value === null || value === undefined) return operand === null;
  return value === coerce(operand, value);
}

/** Negative, zero or positive; NaN (so every comparison fails) when either side is missing. */
function order(value: unknown, operand: unknown): number {
  if (value === null || value === undefined || operand === null || operand === undefined) return NaN;
  const other = coerce(operand, value);
  if (typeof value === 'number' && typeof other === 'number') return value - other;
  const [a, b] = [String(value), String(other)];
  return a < b ? -1 : a > b ? 1 : 0;
}

async function everyOf<T>(items: T[], predicate: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items) if (!(await predicate(item))) return false;
  return true;
}

async function someOf<T>(items: T[], predicate: (item: T) => Promise<boolean>): Promise<boolean> {
  for (const item of items) if (await predicate(item)) return true;
  return false;
}

export async function filterRecords<T extends FieldMap>(
  records: T[],
  filters: ContentFilters | undefined,
  resolve: Resolve,
): Promise<T[]> {
  if (!filters || !Object.keys(filters).length) return records;
  const kept: T[] = [];
  for (const record of records) if (await matches(record, filters, resolve)) kept.push(record);
  return kept;
}

/**
 * Sorts by 'Field:asc|desc' items, then by id so equal keys keep a stable order. Missing values sort
 * first ascending, as SQLite puts NULLs; text sorts by the locale's collation ('Á' beside 'A').
 */
export function sortRecords<T extends FieldMap>(records: T[], sort: string[], locale: string): T[] {
  const collator = new Intl.Collator(locale);
  const keys = sort.map((item) => {
    const [field, direction = 'asc'] = item.split(':');
    return { field, sign: direction.toLowerCase() === 'desc' ? -1 : 1 };
  });
  const compare = (a: unknown, b: unknown): number => {
    if (a === b) return 0;
    if (a === null || a === undefined) return -1;
    if (b === null || b === undefined) return 1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return collator.compare(String(a), String(b));
  };
  return [...records].sort((a, b) => {
    for (const { field, sign } of keys) {
      const result = compare(a[field], b[field]);
      if (result) return sign * result;
    }
    return compare(a.id, b.id);
  });
}
