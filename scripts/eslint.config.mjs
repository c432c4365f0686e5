// ESLint for the worker, the islands, the tests and the scripts (docs/decisions/0033). It lives here, not at the
// top level, so `npm run lint` names it with `-c`. ESLint takes the paths in a `-c` config from the working
// directory; each object below gets the repository root as its basePath instead, so they hold from anywhere.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const configs = defineConfig([
  // A disable comment that no longer suppresses anything fails the run, so none outlives its reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  // Generated code and the built or copied browser assets are not ours to lint.
  globalIgnores(['src/generated/', 'src/worker-configuration.d.ts', 'static/', '**/.wrangler/', 'test-results/']),
  // The CMS's installed, built and run-time files (cms/.gitignore).
  globalIgnores(['cms/node_modules/', 'cms/dist/', 'cms/build/', 'cms/.tmp/', 'cms/.strapi/', 'cms/public/uploads/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // The two classic hook rules. The plugin's React Compiler rules (refs, immutability, set-state-in-effect,
    // ...) model the compiler, which the islands do not use: they flag assigning a signal's `.value` and the
    // mount-flag effect, and cost three quarters of the lint time (docs/decisions/0033).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      // As tsc's noUnusedLocals: a leading underscore marks a binding kept on purpose (a parameter a
      // signature needs, a property taken out of a rest spread).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `declare global { namespace Cloudflare { ... } }` is how the generated Env is extended (src/env.ts).
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // A test reads a JSON answer and asserts on its fields; the assertion is the check, not the type.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The scripts, the test fixtures and the vitest config run in Node.
    files: ['scripts/**/*.mjs', 'tests/**/*.{mjs,mts}', '*.mts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The Strapi project in cms/: JavaScript in CommonJS, as Strapi loads its config and src files.
    files: ['cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A CommonJS stand-in for a package entry the bundler resolves (docs/decisions/0060).
    files: ['src/vendor/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.commonjs, process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);

export default configs.map((config) => ({ ...config, basePath: root }));
