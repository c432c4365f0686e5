// Builds src/backends/content/schema.json from a Strapi 5 project's own model files (decision 0018):
// `src/api/<api>/content-types/<name>/schema.json` and `src/components/<category>/<name>.json`
// (docs.strapi.io, Models). Pure: scripts/content-schema.mjs reads the files and writes the result.

/**
 * @param {{ contentTypes: { uid: string, schema: any }[], components: { uid: string, schema: any }[] }} project
 *   content types with their uid ('api::blog.blog') and the parsed schema.json; components with theirs ('blog.tag')
 * @returns {{ schema: { contentTypes: Record<string, any>, components: Record<string, any> }, notes: string[] }}
 */
export function schemaFromStrapi(project) {
  const notes = [];
  // The site addresses a type by its REST path: the plural name of a collection, the singular of a single type.
  const pathOf = new Map(
    project.contentTypes.map(({ uid, schema }) => [
      uid,
      schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName,
    ]),
  );

  const attributes = (owner, source) => {
    const out = {};
    for (const [name, attribute] of Object.entries(source ?? {})) {
      const skip = (why) => notes.push(`${owner}.${name} left out: ${why}`);
      // Strapi refuses private attributes in content API queries (validate visitors, throwPrivate).
      if (attribute.private === true || attribute.type === 'password') {
        skip('private');
        continue;
      }
      const { type } = attribute;
      if (type === 'enumeration') out[name] = { type, enum: attribute.enum ?? [] };
      else if (type === 'customField')
        out[name] = { type: 'json' }; // a scalar whose shape its plugin decides
      else if (type === 'media') out[name] = { type, multiple: attribute.multiple === true };
      else if (type === 'component')
        out[name] = { type, repeatable: attribute.repeatable === true, component: attribute.component };
      else if (type === 'dynamiczone') out[name] = { type, components: [...(attribute.components ?? [])] };
      else if (type === 'relation' && pathOf.has(attribute.target))
        out[name] = { type, relation: attribute.relation, target: pathOf.get(attribute.target) };
      else if (type === 'relation')
        skip(`relation to ${attribute.target ?? 'a polymorphic target'}, not a content type of the site`);
      // Scalars as written: the worker's schema check (schema.ts) refuses a type it does not know.
      else out[name] = { type };
    }
    return out;
  };

  const contentTypes = {};
  for (const { uid, schema } of project.contentTypes) {
    contentTypes[pathOf.get(uid)] = { kind: schema.kind, attributes: attributes(pathOf.get(uid), schema.attributes) };
  }
  const components = {};
  for (const { uid, schema } of project.components)
    components[uid] = { attributes: attributes(uid, schema.attributes) };
  // The worker refuses a schema naming a component it does not describe; say so here first.
  for (const [owner, model] of [...Object.entries(contentTypes), ...Object.entries(components)]) {
    for (const [name, attribute] of Object.entries(model.attributes)) {
      const uids = attribute.type === 'component' ? [attribute.component] : (attribute.components ?? []);
      for (const uid of uids.filter((uid) => !components[uid]))
        notes.push(`${owner}.${name} refers to component ${uid}, which the project does not define`);
    }
  }
  return { schema: { contentTypes, components }, notes };
}
