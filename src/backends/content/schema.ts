import * as v from 'valibot';
import schemaJson from './schema.json';

/**
 * The content types the site reads, with their attributes, in the vocabulary of Strapi 5's own
 * `schema.json` files (docs.strapi.io, Models): scalar types, `media`, `component` (with `repeatable`),
 * `dynamiczone` (with its `components`) and `relation` (whose `target` is the target type's REST path
 * here, 'blogs', where Strapi writes its uid, 'api::blog.blog'). Content types are keyed by their REST
 * path (plural name for a collection, singular for a single type), components by their uid.
 *
 * The embedded source answers and refuses queries by it as Strapi does; the contract tests check every
 * query the site builds against it. schema.json is kept in step with the CMS as decision 0018 says.
 */

/** Strapi 5's scalar attribute types: these can be selected with `fields`, sorted and filtered on. */
const SCALAR_TYPES = [
  'string',
  'text',
  'richtext',
  'blocks',
  'email',
  'password',
  'uid',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'date',
  'time',
  'datetime',
  'timestamp',
  'boolean',
  'enumeration',
  'json',
] as const;

const attributeSchema = v.variant('type', [
  v.looseObject({ type: v.picklist(SCALAR_TYPES), enum: v.optional(v.array(v.string())) }),
  v.looseObject({ type: v.literal('media'), multiple: v.optional(v.boolean()) }),
  v.looseObject({ type: v.literal('component'), component: v.string(), repeatable: v.optional(v.boolean()) }),
  v.looseObject({ type: v.literal('dynamiczone'), components: v.array(v.string()) }),
  v.looseObject({ type: v.literal('relation'), relation: v.string(), target: v.string() }),
]);
const attributesSchema = v.record(v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)), attributeSchema);

const contentSchemaSchema = v.object({
  contentTypes: v.record(
    v.string(),
    v.object({ kind: v.picklist(['collectionType', 'singleType']), attributes: attributesSchema }),
  ),
  components: v.record(v.string(), v.object({ attributes: attributesSchema })),
});

export type Attribute = v.InferOutput<typeof attributeSchema>;
export type ContentSchema = v.InferOutput<typeof contentSchemaSchema>;
export interface Model {
  attributes: { [name: string]: Attribute };
}

/**
 * Names Strapi 5 keeps for itself, compared as it compares them: in snake_case (the Content-Type
 * Builder's reserved attribute names, and the `strapi_` prefix). Strapi refuses such an attribute, or
 * fails to start with it (`PublishedAt` is `published_at`: 'duplicate column name'), so a schema naming
 * one could never be the CMS's (issue 26).
 */
const RESERVED_ATTRIBUTES = new Set([
  'id',
  'document_id',
  'created_at',
  'updated_at',
  'published_at',
  'created_by_id',
  'updated_by_id',
  'created_by',
  'updated_by',
  'entry_id',
  'status',
  'localizations',
  'meta',
  'locale',
  'strapi',
]);

/** An attribute name as Strapi compares it: `PublishedAt` → `published_at`, `WhitetechLocationID` → `whitetech_location_id`. */
export const snakeName = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** Whether Strapi 5 keeps `name` for itself. */
export const isReservedAttribute = (name: string): boolean => {
  const snake = snakeName(name);
  return RESERVED_ATTRIBUTES.has(snake) || snake.startsWith('strapi_') || snake.startsWith('_strapi');
};

/** Reads a schema, saying where it is wrong: a broken schema.json stops the worker rather than misleading it. */
export function parseContentSchema(value: unknown): ContentSchema {
  const result = v.safeParse(contentSchemaSchema, value);
  if (!result.success) throw new Error(`Content schema is not valid: ${v.summarize(result.issues)}`);
  const schema = result.output;
  // Every component, dynamic zone member and relation target must be described too.
  const models = [...Object.entries(schema.contentTypes), ...Object.entries(schema.components)];
  for (const [owner, { attributes }] of models) {
    for (const [name, attribute] of Object.entries(attributes)) {
      if (isReservedAttribute(name))
        throw new Error(`Content schema is not valid: ${owner}.${name} is a name Strapi 5 keeps for itself`);
      const missing = (
        attribute.type === 'component'
          ? [attribute.component].filter((uid) => !Object.hasOwn(schema.components, uid))
          : attribute.type === 'dynamiczone'
            ? attribute.components.filter((uid) => !Object.hasOwn(schema.components, uid))
            : attribute.type === 'relation' && !Object.hasOwn(schema.contentTypes, attribute.target)
              ? [attribute.target]
              : []
      )[0];
      if (missing) throw new Error(`Content schema is not valid: ${owner}.${name} refers to ${missing}, not described`);
    }
  }
  return schema;
}

export const CONTENT_SCHEMA: ContentSchema = parseContentSchema(schemaJson);

export const isScalar = (attribute: Attribute | undefined): boolean =>
  !!attribute && (SCALAR_TYPES as readonly string[]).includes(attribute.type);

/** Strapi populates exactly these four kinds (strapi/strapi, utils validators, isPopulatableAttribute). */
export const isPopulatable = (attribute: Attribute | undefined): boolean =>
  !!attribute && ['relation', 'dynamiczone', 'component', 'media'].includes(attribute.type);

/** Strapi adds these to every content type: timestamps, draft & publish, and i18n's locale. */
const SYSTEM_ATTRIBUTES: Model['attributes'] = {
  createdAt: { type: 'datetime' },
  updatedAt: { type: 'datetime' },
  publishedAt: { type: 'datetime' },
  locale: { type: 'string' },
};

/** The upload plugin's file type (plugin::upload.file): what `populate[CoverImg][fields]` may name. */
export const MEDIA_MODEL: Model = {
  attributes: {
    name: { type: 'string' },
    alternativeText: { type: 'text' },
    caption: { type: 'text' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    formats: { type: 'json' },
    hash: { type: 'string' },
    ext: { type: 'string' },
    mime: { type: 'string' },
    size: { type: 'decimal' },
    url: { type: 'text' },
    previewUrl: { type: 'text' },
    provider: { type: 'string' },
    provider_metadata: { type: 'json' },
    ...SYSTEM_ATTRIBUTES,
  },
};

/** Looks models up: content types (with their system attributes), components, and an attribute's target. */
export interface Models {
  type(path: string): Model | undefined;
  component(uid: string): Model | undefined;
  /** The model below a component, relation or media attribute; undefined for the others. */
  target(attribute: Attribute): Model | undefined;
}

export function models(schema: ContentSchema): Models {
  const types = new Map(
    Object.entries(schema.contentTypes).map(([path, type]) => [
      path,
      { attributes: { ...type.attributes, ...SYSTEM_ATTRIBUTES } },
    ]),
  );
  const own = <T>(record: { [key: string]: T }, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
  const lookup: Models = {
    type: (path) => types.get(path),
    component: (uid) => own(schema.components, uid),
    target: (attribute) => {
      if (attribute.type === 'component') return lookup.component(attribute.component);
      if (attribute.type === 'relation') return lookup.type(attribute.target);
      if (attribute.type === 'media') return MEDIA_MODEL;
      return undefined;
    },
  };
  return lookup;
}

/** An attribute of a model by name; never one of Object.prototype's. */
export const attributeOf = (model: Model | undefined, name: string): Attribute | undefined =>
  model && Object.hasOwn(model.attributes, name) ? model.attributes[name] : undefined;
