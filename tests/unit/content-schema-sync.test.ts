import { describe, expect, it } from 'vitest';
import { schemaFromStrapi } from '../../scripts/lib/content-schema.mjs';
import { CONTENT_SCHEMA, isReservedAttribute, parseContentSchema } from '../../src/backends/content/schema';

/** A Strapi 5 project's model files (docs.strapi.io, Models) for the content types of a schema. */
function projectOf(schema: typeof CONTENT_SCHEMA) {
  return {
    contentTypes: Object.entries(schema.contentTypes).map(([path, type]) => {
      // A single type's path is its singular name; a collection's its plural, e.g. blogs / blog.
      const singular = type.kind === 'singleType' ? path : `${path}-entry`;
      return {
        uid: `api::${singular}.${singular}`,
        schema: {
          kind: type.kind,
          collectionName: singular.replaceAll('-', '_'),
          info: {
            singularName: singular,
            pluralName: type.kind === 'singleType' ? `${path}s` : path,
            displayName: path,
          },
          options: { draftAndPublish: true },
          pluginOptions: { i18n: { localized: true } },
          attributes: Object.fromEntries(
            Object.entries(type.attributes).map(([name, attribute]) => [
              name,
              { ...attribute, pluginOptions: { i18n: { localized: true } }, required: false },
            ]),
          ),
        },
      };
    }),
    components: Object.entries(schema.components).map(([uid, component]) => ({
      uid,
      schema: {
        collectionName: `components_${uid.replace('.', '_')}`,
        info: { displayName: uid },
        attributes: component.attributes,
      },
    })),
  };
}

describe('schema.json from the CMS project (scripts/content-schema.mjs)', () => {
  it("rebuilds the site's schema from Strapi's own model files", () => {
    const { schema, notes } = schemaFromStrapi(projectOf(CONTENT_SCHEMA));
    expect(notes).toEqual([]);
    expect(parseContentSchema(schema)).toEqual(CONTENT_SCHEMA);
  });

  it('maps relation targets to REST paths and leaves out what the content API cannot read', () => {
    const project = projectOf({
      contentTypes: { faqs: { kind: 'collectionType', attributes: { Question: { type: 'string' } } } },
      components: {},
    });
    Object.assign(project.contentTypes[0].schema.attributes, {
      Related: { type: 'relation', relation: 'oneToMany', target: 'api::faqs-entry.faqs-entry' },
      Owner: { type: 'relation', relation: 'manyToOne', target: 'plugin::users-permissions.user' },
      Secret: { type: 'string', private: true },
      Colour: { type: 'customField', customField: 'plugin::color-picker.color' },
    });
    const { schema, notes } = schemaFromStrapi(project);
    expect(schema.contentTypes.faqs.attributes).toEqual({
      Question: { type: 'string' },
      Related: { type: 'relation', relation: 'oneToMany', target: 'faqs' },
      Colour: { type: 'json' },
    });
    expect(notes).toEqual([
      'faqs.Owner left out: relation to plugin::users-permissions.user, not a content type of the site',
      'faqs.Secret left out: private',
    ]);
    expect(() => parseContentSchema(schema)).not.toThrow();
  });

  it('refuses a schema that names a component it does not describe', () => {
    const broken = {
      contentTypes: {
        faqs: { kind: 'collectionType', attributes: { Tags: { type: 'component', component: 'blog.tag' } } },
      },
      components: {},
    };
    expect(() => parseContentSchema(broken)).toThrow('faqs.Tags refers to blog.tag, not described');
  });

  it('refuses every name Strapi 5 keeps for itself, in any case, as Strapi compares them in snake_case', () => {
    const named = (name: string) => ({
      contentTypes: { jobs: { kind: 'collectionType', attributes: { [name]: { type: 'date' } } } },
      components: {},
    });
    for (const name of ['PublishedAt', 'publishedAt', 'published_at', 'documentId', 'ID', 'CreatedBy', 'Locale'])
      expect(() => parseContentSchema(named(name)), name).toThrow(`jobs.${name} is a name Strapi 5 keeps for itself`);
    for (const name of ['localizations', 'Status', 'Meta', 'EntryId', 'strapi_stage', 'StrapiAssignee'])
      expect(() => parseContentSchema(named(name)), name).toThrow('keeps for itself');
    for (const name of ['PostedOn', 'PostedAt', 'WhitetechLocationID', 'Published', 'StatusText'])
      expect(() => parseContentSchema(named(name)), name).not.toThrow();
  });

  it("the site's own schema names none of them", () => {
    for (const model of [...Object.values(CONTENT_SCHEMA.contentTypes), ...Object.values(CONTENT_SCHEMA.components)])
      for (const name of Object.keys(model.attributes)) expect(isReservedAttribute(name), name).toBe(false);
  });
});
