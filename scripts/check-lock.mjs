// `node scripts/check-lock.mjs`: fails, naming each problem, when package-lock.json drifts from
// package.json, misses another platform's binaries, or holds a package that refuses the declared Node
// (scripts/lib/lockCheck.mjs, docs/decisions/0049). `npm test` runs the same check first.
import { root } from './lib/local.mjs';
import { checkoutLockProblems } from './lib/lockCheck.mjs';

const problems = checkoutLockProblems(root);
for (const problem of problems) console.error(problem);
if (problems.length) process.exit(1);
console.log(
  'package-lock.json: in step with package.json, complete for every platform, every package accepts the declared Node',
);
