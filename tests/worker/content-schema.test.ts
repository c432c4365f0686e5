import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { isPlainObject } from '../../src/backends/content/query';
import { type Attribute, CONTENT_SCHEMA, type Model, models } from '../../src/backends/content/schema';

/**
 * schema.json and the seeded documents describe the same content types: every seeded type is
 * described with its kind, and every stored field is an attribute of its type holding a value of that
 * attribute's kind. A field added to the seed but not to the schema (or the other way round) fails here
 * rather than silently vanishing from the embedded source's answers.
 */
const lookup = models(CONTENT_SCHEMA);

const TEXT = new Set([
  'string',
  'text',
  'richtext',
  'email',
  'password',
  'uid',
  'date',
  'time',
  'datetime',
  'timestamp',
]);
const NUMBER = new Set(['integer', 'biginteger', 'float', 'decimal']);

/** What is wrong with `value` as the value of `attribute`, at `at`; nothing when it fits. */
function problems(attribute: Attribute, value: unknown, at: string): string[] {
  if (value === null) return [];
  const wrong = (expected: string) => [`${at}: expected ${expected}, found ${JSON.stringify(value).slice(0, 60)}`];
  const many = (test: (item: unknown, i: number) => string[]) =>
    Array.isArray(value) ? value.flatMap(test) : wrong('a list');
  const type = attribute.type;
  if (TEXT.has(type)) return typeof value === 'string' ? [] : wrong(type);
  if (NUMBER.has(type)) return typeof value === 'number' ? [] : wrong(type);
  if (type === 'boolean') return typeof value === 'boolean' ? [] : wrong(type);
  if (type === 'enumeration')
    return attribute.type === 'enumeration' && attribute.enum?.includes(value as string) ? [] : wrong('one of enum');
  if (type === 'blocks') return Array.isArray(value) ? [] : wrong('rich text blocks');
  if (type === 'json') return [];
  if (attribute.type === 'media') {
    const file = (item: unknown, where: string) =>
      isPlainObject(item) && typeof item.url === 'string' && typeof item.mime === 'string'
        ? []
        : wrong(`a file at ${where}`);
    return attribute.multiple ? many((item, i) => file(item, `${at}.${i}`)) : file(value, at);
  }
  if (attribute.type === 'component') {
    const model = lookup.component(attribute.component)!;
    return attribute.repeatable ? many((item, i) => record(model, item, `${at}.${i}`)) : record(model, value, at);
  }
  if (attribute.type === 'dynamiczone') {
    return many((item, i) => {
      const uid = isPlainObject(item) ? String(item.__component) : '';
      if (!attribute.components.includes(uid)) return [`${at}.${i}: ${uid} is not a component of the zone`];
      return record(lookup.component(uid)!, item, `${at}.${i}`);
    });
  }
  return []; // relations: resolved by the embedded source, checked in content-api.test.ts
}

function record(model: Model, value: unknown, at: string): string[] {
  if (!isPlainObject(value)) return [`${at}: expected an object`];
  return Object.entries(value).flatMap(([key, item]) => {
    if (key === 'id' || key === '__component') return [];
    const attribute = Object.hasOwn(model.attributes, key) ? model.attributes[key] : undefined;
    return attribute ? problems(attribute, item, `${at}.${key}`) : [`${at}.${key}: not an attribute`];
  });
}

describe('schema.json and the seeded content', () => {
  it('describe the same content types, of the same kind', async () => {
    const { results } = await env.DB.prepare('SELECT uid, kind FROM content_types ORDER BY uid').all<{
      uid: string;
      kind: string;
    }>();
    const described = Object.entries(CONTENT_SCHEMA.contentTypes)
      .map(([uid, type]) => ({ uid, kind: type.kind === 'singleType' ? 'single' : 'collection' }))
      .sort((a, b) => a.uid.localeCompare(b.uid));
    expect(results).toEqual(described);
  });

  it('agree on every stored field and the kind of its value', async () => {
    const { results } = await env.DB.prepare(
      'SELECT type_uid, document_id, locale, data FROM content_documents ORDER BY id',
    ).all<{ type_uid: string; document_id: string; locale: string; data: string }>();
    expect(results.length).toBeGreaterThan(100);
    const found = results.flatMap((row) => {
      const model = lookup.type(row.type_uid);
      const at = `${row.type_uid}/${row.document_id}/${row.locale}`;
      return model ? record(model, JSON.parse(row.data), at) : [`${at}: type not described`];
    });
    expect(found).toEqual([]);
  });
});
