// The time to issue one invoice on the embedded store (issue 27 point 5): on-site payments recorded
// through the operator's call (POST /api/operator/onsite-payments), each answered once its invoice is
// issued: the draft, the numbered D1 batch, the PDF drawn by the invoicing worker and kept, the mail.
// Then as many recorded at once, and their numbers read back: consecutive, none shared, none skipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoInvoice, freshPatient } from '../../tests/fixtures/booking.mjs';
import { d1 } from './availabilityBench.mjs';
import { root } from './local.mjs';

const SEQUENTIAL = 20;
const EXAMINATIONS = JSON.stringify([{ id: 1, name: 'Alap laborcsomag', price: 22900 }]);
const CONCURRENT = 20;

const operatorToken = () => {
  const file = join(root, '.dev.vars');
  return existsSync(file) ? /^OPERATOR_API_TOKEN=(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim() : undefined;
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

export async function invoiceIssue({ origin, persistTo }) {
  const token = operatorToken();
  console.log('\nInvoices (embedded store: on-site payments recorded by the operator call)');
  if (!token) return console.log('  skipped: no OPERATOR_API_TOKEN in .dev.vars');
  // Confirmed on-site bookings of their own (ids and days no other figure uses), as the booking engine
  // stores them: the on-site payment of each is what gets invoiced.
  const wanted = SEQUENTIAL + CONCURRENT + 1;
  const hashes = Array.from({ length: wanted }, (_, i) => `invoice-bench-booking-${String(i).padStart(6, '0')}`);
  const person = (i) => JSON.stringify({ ...freshPatient(), last_name: 'Számla', first_name: `Bence ${i}` });
  const rows = hashes.map((hash, i) => {
    const date = new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10);
    return `(${900_000 + i}, '${hash}', '${hash}', (SELECT MIN(id) FROM lab_locations), '${date}', 480, 10,
      '${date}T07:00:00.000Z', 'confirmed', 'ONSITE', '${EXAMINATIONS}', '[]', '${person(i)}',
      '${JSON.stringify(demoInvoice)}', 22900, 2490, 25390)`;
  });
  await d1(persistTo, [
    '--command',
    `INSERT INTO appointments (id, hash, idempotency_key, location_id, date, start_minute, duration_minutes,
       starts_at, status, payment_type, examinations, parameters, person, invoice, items_total, sampling_fee, total)
     VALUES ${rows.join(',\n')}`,
  ]);

  const record = async (hash) => {
    const started = performance.now();
    const res = await fetch(`${origin}/api/operator/onsite-payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ booking: hash, method: 'cash' }),
    });
    const answer = await res.json();
    return { ms: performance.now() - started, status: res.status, answer };
  };
  const first = await record(hashes[0]);
  const sequential = [];
  for (const hash of hashes.slice(1, 1 + SEQUENTIAL)) sequential.push(await record(hash));
  const issued = sequential.filter((one) => one.status === 201 && one.answer.status === 'issued');
  const times = issued.map((one) => one.ms).sort((a, b) => a - b);
  console.log(
    `  first invoice (the invoicing worker's cold start): ${first.ms.toFixed(0)} ms (${first.answer.status ?? first.status})`,
  );
  console.log(
    `  one invoice, ${SEQUENTIAL} in turn: median ${percentile(times, 50)?.toFixed(0)} ms, p95 ${percentile(times, 95)?.toFixed(0)} ms; issued ${issued.length}/${SEQUENTIAL}`,
  );
  const started = performance.now();
  const racing = await Promise.all(hashes.slice(1 + SEQUENTIAL).map(record));
  const seconds = (performance.now() - started) / 1000;
  const numbers = racing.map((one) => one.answer.number).filter(Boolean);
  const sequences = numbers.map((number) => Number(number.split('-').pop())).sort((a, b) => a - b);
  const consecutive = sequences.every((value, index) => index === 0 || value === sequences[index - 1] + 1);
  console.log(
    `  ${CONCURRENT} at once: ${seconds.toFixed(1)} s, ${numbers.length} issued, ${new Set(numbers).size} distinct numbers, ${consecutive ? 'consecutive' : 'NOT consecutive'} (${sequences[0]}…${sequences.at(-1)})`,
  );
}
