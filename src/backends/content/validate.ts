import { ContentValidationError, type ContentQuery } from './port';
import { isPlainObject } from './query';
import { type Attribute, attributeOf, isPopulatable, isScalar, type Model, type Models } from './schema';

/**
 * Strapi 5's query validation (strapi/strapi #19372; packages/core/utils/src/validate/validators.ts),
 * against schema.json: every `filters`, `sort`, `fields` and `populate` key must be an attribute of the
 * content type it is applied to, of a kind that allows it, or Strapi answers 400 ValidationError
 * 'Invalid key …'. The paths in the error follow Strapi's: filters, sort and fields name the attribute
 * path, populate the raw key path; a dotted populate string names the path within the string.
 */
export function validateQuery(models: Models, model: Model, query: ContentQuery): void {
  const check = new Validator(models);
  if (query.filters) check.filters(model, query.filters, null);
  if (query.sort) check.sort(model, ([] as string[]).concat(query.sort));
  if (query.fields) check.fields(model, query.fields);
  if (query.populate !== undefined && query.populate !== '*') check.populate(model, query.populate, null);
}

const ID_KEYS = new Set(['id', 'documentId']);
const BOOLEAN_LIKE = new Set([true, false, 'true', 'false', '1', '0', 1, 0, 't', 'f']);
const join = (path: string | null, key: string) => (path ? `${path}.${key}` : key);

function invalidKey(key: string, path: string | null): never {
  const message = path && path !== key ? `Invalid key ${key} at ${path}` : `Invalid key ${key}`;
  throw new ContentValidationError({
    data: null,
    error: { status: 400, name: 'ValidationError', message, details: { key, path, source: 'query' } },
  });
}

class Validator {
  constructor(private readonly models: Models) {}

  /** Keys are operators or attributes; a component, relation or media attribute is filtered inside. */
  filters(model: Model, filters: unknown, path: string | null): void {
    if (Array.isArray(filters)) return filters.forEach((item) => this.filters(model, item, path));
    if (!isPlainObject(filters)) return;
    for (const [key, value] of Object.entries(filters)) {
      if (ID_KEYS.has(key)) continue;
      if (key.startsWith('$')) {
        if (key === '$and' || key === '$or' || key === '$not') this.filters(model, value, path);
        continue;
      }
      const attribute = attributeOf(model, key);
      if (!attribute) invalidKey(key, path);
      const at = join(path, key);
      // Strapi refuses filtering on a dynamic zone outright (validate visitors, throwDynamicZones).
      if (attribute.type === 'dynamiczone') invalidKey(key, at);
      if (isScalar(attribute)) this.condition(value, at);
      else this.filters(this.models.target(attribute)!, value, at);
    }
  }

  /** A scalar's condition holds only operators (`{ $eq: 1 }`, `{ $or: [{ $lt: 1 }, …] }`) or a value. */
  private condition(value: unknown, path: string): void {
    if (Array.isArray(value)) return value.forEach((item) => this.condition(item, path));
    if (!isPlainObject(value)) return;
    for (const [key, operand] of Object.entries(value)) {
      if (!key.startsWith('$')) invalidKey(key, path);
      if (key === '$and' || key === '$or' || key === '$not') this.condition(operand, path);
    }
  }

  /** Sort keys name scalar attributes ('Field' or 'Field:desc'). */
  sort(model: Model, sort: string[]): void {
    for (const item of sort) {
      const key = item.split(':')[0].trim();
      if (ID_KEYS.has(key)) continue;
      const attribute = attributeOf(model, key);
      if (!attribute) invalidKey(key, null);
      if (!isScalar(attribute)) invalidKey(key, key);
    }
  }

  /** `fields` selects scalar attributes only; components, media and relations are populated instead. */
  fields(model: Model, fields: unknown): void {
    const list = typeof fields === 'string' ? fields.split(',') : Array.isArray(fields) ? fields : [];
    for (const item of list) {
      const key = String(item).trim();
      if (ID_KEYS.has(key)) continue;
      const attribute = attributeOf(model, key);
      if (!attribute) invalidKey(key, null);
      if (!isScalar(attribute)) invalidKey(key, key);
    }
  }

  /** '*', dotted paths ('MenuItem.Submenu'), or { Attribute: true | '*' | { populate, fields, filters, sort, on, count } }. */
  populate(model: Model, populate: unknown, path: string | null): void {
    if (populate === '*' || populate === undefined || populate === null) return;
    if (typeof populate === 'string' || (Array.isArray(populate) && populate.every((p) => typeof p === 'string'))) {
      const paths = ([] as string[]).concat(populate).flatMap((item) => item.split(','));
      for (const dotted of paths.map((p) => p.trim()).filter(Boolean)) {
        this.dotted(
          model,
          dotted
            .split('.')
            .map((s) => s.trim())
            .filter(Boolean),
          '',
        );
      }
      return;
    }
    if (!isPlainObject(populate)) return;
    for (const [key, spec] of Object.entries(populate)) {
      const at = join(path, key);
      const attribute = attributeOf(model, key);
      if (!attribute || !isPopulatable(attribute)) invalidKey(key, at);
      if (BOOLEAN_LIKE.has(spec as never) || spec === '*' || !isPlainObject(spec)) continue;
      this.level(attribute, spec, at);
    }
  }

  /** The options of one populated attribute, checked against the model below it. */
  private level(attribute: Attribute, spec: { [key: string]: unknown }, path: string): void {
    if (attribute.type !== 'dynamiczone') return this.options([this.models.target(attribute)!], spec, path);
    // Strapi 5 shares no nested populate across a dynamic zone's components: '*' or fragments (`on`).
    if (spec.populate !== undefined && spec.populate !== '*') invalidKey('populate', path);
    // Any other option applies to every one of its components.
    this.options(
      attribute.components.map((uid) => this.models.component(uid)!),
      spec,
      path,
    );
  }

  private options(below: Model[], spec: { [key: string]: unknown }, path: string): void {
    for (const [key, value] of Object.entries(spec)) {
      const at = `${path}.${key}`;
      switch (key) {
        case 'populate':
          below.forEach((model) => this.populate(model, value, at));
          break;
        case 'on':
          if (!isPlainObject(value)) invalidKey('on', at);
          for (const [uid, fragment] of Object.entries(value)) {
            const component = this.models.component(uid);
            if (!component) invalidKey(uid, `${at}.${uid}`);
            if (isPlainObject(fragment)) this.options([component], fragment, `${at}[${uid}]`);
          }
          break;
        case 'fields':
          below.forEach((model) => this.fields(model, value));
          break;
        case 'filters':
          below.forEach((model) => this.filters(model, value, null));
          break;
        case 'sort':
          below.forEach((model) => this.sort(model, ([] as string[]).concat(value as string | string[])));
          break;
        case 'count':
          if (!BOOLEAN_LIKE.has(value as never)) invalidKey('count', path);
          break;
        default:
          invalidKey(key, at);
      }
    }
  }

  /** A dotted populate path: each segment a populatable attribute of the model the previous one leads to. */
  private dotted(model: Model, segments: string[], prefix: string): void {
    const [head, ...tail] = segments;
    if (!head) return;
    const at = prefix ? `${prefix}.${head}` : head;
    const attribute = attributeOf(model, head);
    if (!attribute || !isPopulatable(attribute)) invalidKey(head, at);
    if (!tail.length) return;
    if (attribute.type === 'media') invalidKey(head, at);
    if (attribute.type !== 'dynamiczone') return this.dotted(this.models.target(attribute)!, tail, at);
    // A dynamic zone: the next segment must be an attribute of one of its components.
    const [next, ...rest] = tail;
    const nextAt = `${at}.${next}`;
    const passes = attribute.components.some((uid) => {
      const nested = attributeOf(this.models.component(uid), next);
      if (!nested) return false;
      if (!rest.length) return true;
      if (nested.type !== 'component' && nested.type !== 'relation') return false;
      try {
        this.dotted(this.models.target(nested)!, rest, nextAt);
        return true;
      } catch (error) {
        if (error instanceof ContentValidationError) return false;
        throw error;
      }
    });
    if (!passes) invalidKey(next, nextAt);
  }
}
