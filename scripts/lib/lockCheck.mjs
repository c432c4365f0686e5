// What makes an install reproducible (issue 32, docs/decisions/0049): package-lock.json agrees with
// package.json, holds every platform's optional binaries (so it is the same whoever generates it, on
// any OS), and every package in it accepts the Node versions the project declares, with no prerelease
// but the ones the decision names. `npm test` runs it before the tests (scripts/test.mjs); alone:
// `node scripts/check-lock.mjs`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/**
 * Prereleases the tree may hold, each pinned by a package we depend on (decision 0049): an update
 * that brings another one, or another version of these, is reviewed and the list changed with it.
 */
export const ALLOWED_PRERELEASES = new Set([
  // wrangler 4.86.0 pins unenv's release candidate and miniflare pins youch's beta.
  'unenv@2.0.0-rc.24',
  'youch@4.1.0-beta.10',
  // Babel (through eslint-plugin-react-hooks) has used gensync's only 1.x release since 2019.
  'gensync@1.0.0-beta.2',
  // rolldown's WebAssembly fallback, installed only where no native binding exists.
  '@emnapi/core@2.0.0-beta.2',
  '@emnapi/runtime@2.0.0-beta.2',
]);

/** The package a `name` required from the lock entry at `from` resolves to, as Node looks it up. */
function resolveIn(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

const sameDeps = (a = {}, b = {}) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Every way the lock fails the rules above, one line each; empty when it passes. */
export function lockProblems(pkg, lock) {
  const problems = [];
  const rootEntry = lock.packages?.[''];
  if (!rootEntry) return ['package-lock.json has no root entry: run `npm install`'];
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    if (!sameDeps(pkg[field], rootEntry[field])) {
      problems.push(`package-lock.json's ${field} differ from package.json's: run \`npm install\` and commit the lock`);
    }
  }
  const declared = pkg.engines?.node;
  if (!declared) problems.push('package.json declares no engines.node');
  if (rootEntry.engines?.node !== declared)
    problems.push("package-lock.json's engines.node differs from package.json's");

  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const id = `${name}@${entry.version}`;
    if (!entry.version) {
      problems.push(`${path} has no version (a link or a hand edit?)`);
      continue;
    }
    // Every dependency, optional or not, is in the lock at a version that satisfies it: an optional
    // one left out (another OS's binary) is what made `npm ci` refuse the lock elsewhere.
    for (const field of ['dependencies', 'optionalDependencies']) {
      for (const [dep, range] of Object.entries(entry[field] ?? {})) {
        const found = resolveIn(lock.packages, path, dep);
        if (!found) problems.push(`${id} needs ${dep}@${range}, which the lock does not hold`);
        else if (!semver.satisfies(lock.packages[found].version, range, { includePrerelease: true })) {
          problems.push(`${id} needs ${dep}@${range}; the lock resolves ${lock.packages[found].version}`);
        }
      }
    }
    const engine = entry.engines?.node;
    if (declared && engine && semver.validRange(engine) && !semver.subset(declared, engine)) {
      problems.push(`${id} accepts Node ${engine}, not all of the project's ${declared}`);
    }
    if (semver.prerelease(entry.version) && !ALLOWED_PRERELEASES.has(id)) {
      problems.push(`${id} is a prerelease that decision 0049 does not name`);
    }
  }
  return problems;
}

/** Reads the checkout's package.json and lock and answers their problems. */
export function checkoutLockProblems(root) {
  const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
  return lockProblems(read('package.json'), read('package-lock.json'));
}
