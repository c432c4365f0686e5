// `npm run staff -- add EMAIL ROLE [--location ID]… [--name NAME]`: creates a staff account and prints its
// one-time set-up link (issue 28 point 1; docs/decisions/0067), where the member chooses a password and
// adds the second factor. `npm run staff -- link EMAIL`: a new set-up link for an existing account (a lost
// phone; the old password and authenticator stop working once the link is used). `npm run staff -- list`.
//
// ROLE is reception (give its --location ids), manager or admin. Against the local database by default
// (the one `npm start` uses; --persist-to DIR for another); `--remote [--env production]` writes to the
// deployed D1 with your wrangler login, and the link then uses that environment's PUBLIC_ORIGIN.
import { createHash, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'smol-toml';
import { root } from './lib/local.mjs';

const USAGE = `Usage:
  npm run staff -- add EMAIL reception|manager|admin [--location ID]… [--name NAME] [--remote] [--env ENV]
  npm run staff -- link EMAIL [--remote] [--env ENV]
  npm run staff -- list [--remote] [--env ENV]
Local database by default (--persist-to DIR for another); --remote writes to the deployed one.`;

const SETUP_HOURS = 72;
const ROLES = ['reception', 'manager', 'admin'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    location: { type: 'string', multiple: true, default: [] },
    name: { type: 'string', default: '' },
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
    'persist-to': { type: 'string' },
    origin: { type: 'string' },
  },
});

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const [command, email, role] = positionals;
if (!['add', 'link', 'list'].includes(command)) fail('Say what to do: add, link or list.');
if (command !== 'list' && !/^[^\s@'"\\;]{1,64}@[^\s@'"\\;]{1,190}\.[a-z]{2,24}$/i.test(email ?? '')) {
  fail(`Not an e-mail address: ${email ?? '(none)'}`);
}
if (command === 'add' && !ROLES.includes(role)) fail(`Not a role: ${role ?? '(none)'}; one of ${ROLES.join(', ')}.`);
const locations = values.location.map(Number);
if (locations.some((id) => !Number.isInteger(id) || id < 1)) fail('--location takes a location id (a whole number).');
if (command === 'add' && role === 'reception' && !locations.length) {
  fail('A receptionist works at given locations: add --location ID for each.');
}
if (values.name.length > 100) fail('--name is at most 100 characters.');

const wranglerToml = parse(readFileSync(join(root, 'wrangler.toml'), 'utf8'));
const settings = values.env ? wranglerToml.env?.[values.env] : wranglerToml;
if (!settings) fail(`wrangler.toml has no environment ${values.env}.`);
const where = values.remote
  ? ['--remote', ...(values.env ? ['--env', values.env] : [])]
  : [
      '--local',
      ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : []),
      ...(values.env ? ['--env', values.env] : []),
    ];

function wrangler(args) {
  const result = spawnSync(join(root, 'node_modules/.bin/wrangler'), args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) {
    console.error(`wrangler ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
  return result.stdout;
}

/** Runs SQL on the database and answers the rows of its last statement. */
function sql(statements) {
  const out = wrangler(['d1', 'execute', 'DB', ...where, '--json', '--command', statements]);
  const results = JSON.parse(out.slice(out.indexOf('[')));
  return results.at(-1)?.results ?? [];
}

const quote = (text) => `'${String(text).replace(/'/g, "''")}'`;

// The local database may be older than the staff tables: bring it up to date as `npm start` would.
if (!values.remote) wrangler(['d1', 'migrations', 'apply', 'DB', ...where]);

if (command === 'list') {
  const rows = sql(
    `SELECT s.id, s.email, s.role, s.active, s.password_hash IS NOT NULL AND s.totp_secret IS NOT NULL AS ready,
       (SELECT group_concat(location_id) FROM staff_locations l WHERE l.staff_id = s.id) AS locations
     FROM staff_users s ORDER BY s.email`,
  );
  if (!rows.length) console.log('No staff accounts yet.');
  for (const row of rows) {
    const state = !row.active ? 'deactivated' : row.ready ? 'set up' : 'waiting for its set-up link';
    console.log(`${row.email}  ${row.role}${row.locations ? ` (locations ${row.locations})` : ''}  ${state}`);
  }
  process.exit(0);
}

const [existing] = sql(`SELECT id, role FROM staff_users WHERE email = ${quote(email)}`);
if (command === 'add' && existing) fail(`${email} already has a staff account; use link for a new set-up link.`);
if (command === 'link' && !existing) fail(`${email} has no staff account; use add.`);

const token = randomBytes(32).toString('base64url');
const tokenHash = createHash('sha256').update(token).digest('hex');
const expires = new Date(Date.now() + SETUP_HOURS * 3_600_000).toISOString();
const id = `(SELECT id FROM staff_users WHERE email = ${quote(email)})`;
const statements = [
  ...(command === 'add'
    ? [
        `INSERT INTO staff_users (email, name, role) VALUES (${quote(email)}, ${quote(values.name)}, ${quote(role)})`,
        ...locations.map(
          (location) => `INSERT INTO staff_locations (staff_id, location_id) VALUES (${id}, ${location})`,
        ),
      ]
    : // A new link ends the account's sessions: whoever holds the old password and phone is out.
      [`DELETE FROM staff_sessions WHERE staff_id = ${id}`]),
  `DELETE FROM staff_tokens WHERE staff_id = ${id} AND purpose = 'setup'`,
  `INSERT INTO staff_tokens (token_hash, staff_id, purpose, expires_at) VALUES (${quote(tokenHash)}, ${id}, 'setup', ${quote(expires)})`,
  `INSERT INTO staff_access_log (staff_id, action, subject, reason) SELECT NULL, ${quote(
    command === 'add' ? 'staff.add' : 'staff.setup_link',
  )}, 'staff:' || ${id}, 'npm run staff'`,
  `SELECT id FROM staff_users WHERE email = ${quote(email)}`,
];
sql(statements.join(';\n'));

const origin = values.origin ?? (values.remote ? settings.vars?.PUBLIC_ORIGIN : 'http://localhost:8787');
console.log(
  `${command === 'add' ? `Staff account ${email} (${role}${locations.length ? `, locations ${locations.join(', ')}` : ''}) created.` : `New set-up link for ${email}.`}\n` +
    `One-time set-up link (valid ${SETUP_HOURS} hours; give it to them only):\n${origin}/munkatars/beallitas/${token}`,
);
