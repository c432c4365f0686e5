// `npm run onsite-payment -- --booking <hash> --method cash|card [--site https://…]`: records that a
// booking was paid at the sampling point and has it invoiced (issue 27 point 2; until the staff side
// exists). The booking is named by the hash of its manage link. Calls the site's
// POST /api/operator/onsite-payments with OPERATOR_API_TOKEN (the environment, else .dev.vars for a
// local site); --site defaults to the local one, http://localhost:8787.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/local.mjs';

const { values } = parseArgs({
  options: {
    booking: { type: 'string' },
    method: { type: 'string', default: 'cash' },
    site: { type: 'string', default: 'http://localhost:8787' },
  },
});
if (!values.booking || !['cash', 'card'].includes(values.method)) {
  console.error('Usage: npm run onsite-payment -- --booking <hash> --method cash|card [--site https://…]');
  process.exit(2);
}

function localToken() {
  const file = join(root, '.dev.vars');
  if (!existsSync(file)) return undefined;
  return /^OPERATOR_API_TOKEN=(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim();
}

const token = process.env.OPERATOR_API_TOKEN || localToken();
if (!token) {
  console.error('Set OPERATOR_API_TOKEN (the secret of the site at --site).');
  process.exit(2);
}

const response = await fetch(new URL('/api/operator/onsite-payments', values.site), {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ booking: values.booking, method: values.method }),
});
const answer = await response.json().catch(() => ({}));
if (!response.ok) {
  console.error(`Refused (${response.status}): ${answer.error?.code ?? ''} ${answer.error?.message ?? ''}`.trim());
  process.exit(1);
}
const state = answer.number ? `invoice ${answer.number} issued` : `invoice ${answer.status}`;
console.log(
  `${answer.created ? 'Recorded' : 'Already recorded'}: ${answer.amount.toLocaleString('hu-HU')} Ft (${values.method}), ${state} (order ${answer.orderRef})`,
);
