'use strict';

// `npm run build` here: Strapi's admin build (what `strapi build` runs) for this JavaScript project.
//
// `strapi build` looks for a tsconfig.json in the project *and every folder above it* (the CLI's
// loadTsConfig uses TypeScript's findConfigFile, which walks up), so inside the website's repository it
// finds the site's own tsconfig.json, takes this project for a TypeScript one, tries to compile it and
// exits 1 without a word. The server side (`strapi start`, createStrapi) only looks in the project
// itself, so only the build needs this: the same build function, told there is no tsconfig.
// A copy of cms/ on its own (e.g. a container built from this folder) can run `strapi build` as usual.

const path = require('path');

const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json'));
// Internal modules of the pinned @strapi/strapi (package.json pins it exactly); required by path as the
// package exports only its public entries.
const { build } = require(path.join(strapiDir, 'dist/src/node/build.js'));
const { createLogger } = require(path.join(strapiDir, 'dist/src/cli/utils/logger.js'));

const args = process.argv.slice(2);
const logger = createLogger({ debug: args.includes('--debug'), silent: args.includes('--silent'), timestamp: false });

build({
  cwd: path.resolve(__dirname, '..'),
  logger,
  tsconfig: undefined,
  bundler: 'vite',
  minify: !args.includes('--no-minify'),
  sourcemap: false,
  stats: false,
  installDeps: false,
})
  .then(() => process.exit(0))
  .catch((error) => {
    logger.error(error && error.stack ? error.stack : error);
    process.exit(1);
  });
