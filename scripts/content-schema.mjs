// Keeps src/backends/content/schema.json in step with the CMS (decision 0018).
//
//   node scripts/content-schema.mjs <strapi-project> [--check]
//
// Reads the Strapi 5 project's content types (src/api/*/content-types/*/schema.json) and components
// (src/components/<category>/<name>.json), and writes schema.json from them; with --check it only
// compares and exits 1 when the file differs from the CMS. Then `npm test` shows any site query or seed
// document the new schema no longer allows (tests/worker/content-queries.test.ts, content-schema.test.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { schemaFromStrapi } from './lib/content-schema.mjs';

const target = new URL('../src/backends/content/schema.json', import.meta.url).pathname;
const args = process.argv.slice(2);
const check = args.includes('--check');
const project = args.find((arg) => !arg.startsWith('--'));
if (!project || !existsSync(join(project, 'src'))) {
  console.error('Usage: node scripts/content-schema.mjs <strapi-project-directory> [--check]');
  process.exit(2);
}

const json = (path) => JSON.parse(readFileSync(path, 'utf8'));
const dirs = (path) =>
  existsSync(path) ? readdirSync(path, { withFileTypes: true }).filter((e) => e.isDirectory()) : [];

const contentTypes = dirs(join(project, 'src/api')).flatMap((api) =>
  dirs(join(project, 'src/api', api.name, 'content-types')).flatMap((type) => {
    const file = join(project, 'src/api', api.name, 'content-types', type.name, 'schema.json');
    return existsSync(file) ? [{ uid: `api::${api.name}.${type.name}`, schema: json(file) }] : [];
  }),
);
const components = dirs(join(project, 'src/components')).flatMap((category) =>
  readdirSync(join(project, 'src/components', category.name))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      uid: `${category.name}.${basename(name, '.json')}`,
      schema: json(join(project, 'src/components', category.name, name)),
    })),
);

const { schema, notes } = schemaFromStrapi({ contentTypes, components });
for (const note of notes) console.warn(note);

if (check) {
  const current = json(target);
  if (isDeepStrictEqual(current, schema)) {
    console.log('schema.json matches the CMS.');
  } else {
    for (const area of ['contentTypes', 'components']) {
      for (const name of new Set([...Object.keys(current[area]), ...Object.keys(schema[area])])) {
        if (!isDeepStrictEqual(current[area][name], schema[area][name]))
          console.error(
            `${area}.${name}: ${!schema[area][name] ? 'not in the CMS' : !current[area][name] ? 'new in the CMS' : 'differs'}`,
          );
      }
    }
    process.exit(1);
  }
} else {
  writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(
    `Wrote ${target}: ${Object.keys(schema.contentTypes).length} content types, ${Object.keys(schema.components).length} components.`,
  );
}
