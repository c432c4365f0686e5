// The family booking race (issue 17 points 3 and 4; docs/decisions/0048): 50 group bookings of 2 and 3
// people (a parent with one or two children) sent at once for the same arrival time at the busiest
// location, through the product's API as browsers send them. Prints how many groups and people were
// stored, how the others were refused (by the capacity trigger inside the batch, or by the availability
// pre-check), the latency of a group booking, and, read back from D1, the overbooked slots and the groups
// stored without all their people: both must be 0. Used by `npm run bench`.
import { demoInvoice, demoPerson, freshPatient } from '../../tests/fixtures/booking.mjs';
import { countOverbookedSlots, d1 } from './availabilityBench.mjs';
import { apiHeaders, postBooking } from './local.mjs';

const LOCATION = 1; // Váci út: 10-minute slots of capacity 4, tests children (child_testing)
const PARENT_PACKAGE = 1; // Alap laborcsomag
const CHILD_PACKAGE = 33; // Gyermek alap laborcsomag (child_testing)
const GROUPS = 50;
const CHILDREN = [
  { first_name: 'Bence', gender: 2, birth: '2016-09-01', taj: '111111110' },
  { first_name: 'Csilla', gender: 1, birth: '2019-03-15', taj: '222222220' },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function groupRace({ origin, persistTo }) {
  // Each group from a browser of its own (decision 0050 counts a browser's unconfirmed places), its
  // challenge solved before the race: the figure is the booking's, not the proof of work's.
  const { solvedProof } = await import('./challenge.mjs');
  const browsers = [];
  for (let i = 0; i < GROUPS; i++)
    browsers.push({ ...(await apiHeaders(origin)), 'x-challenge': await solvedProof(origin) });
  const query = `location_id=${LOCATION}&package_ids=${PARENT_PACKAGE}&party=${CHILD_PACKAGE}`;
  const dates = (await (await fetch(`${origin}/api/whitetech/web/available_dates?${query}`)).json()).data;
  // A day late in the horizon, after the other figures' bookings; its first start a pair still fits at.
  const date = dates[Math.min(dates.length - 1, 40)];
  const times = (await (await fetch(`${origin}/api/whitetech/web/available_times?${query}&date=${date}`)).json()).data;
  const arrival = times[0];
  const latencies = [];
  const answers = await Promise.all(
    Array.from({ length: GROUPS }, async (_, i) => {
      const started = performance.now();
      const res = await postBooking(origin, browsers[i], {
        location_id: LOCATION,
        date,
        time: arrival.minute,
        package_ids: [PARENT_PACKAGE],
        // Each group another family (decision 0050 limits each e-mail, phone and TAJ number).
        person: freshPatient({ email: `csalad${i}@example.hu` }),
        invoice: demoInvoice,
        people: CHILDREN.slice(0, 1 + (i % 2)).map((child) => ({
          package_ids: [CHILD_PACKAGE],
          person: { last_name: demoPerson.last_name, state: 'HUN', ...child, taj: freshPatient().taj },
        })),
      });
      const text = await res.text();
      latencies.push(performance.now() - started);
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        return { status: res.status, code: `HTTP ${res.status}: ${text.slice(0, 80)}`, size: 0 };
      }
      return { status: res.status, code: body.error?.code, size: body.data?.party?.size ?? 0 };
    }),
  );
  const stored = answers.filter((answer) => answer.status === 201);
  const refused = (code) => answers.filter((answer) => answer.code === code).length;
  const others = answers.filter((answer) => answer.status !== 201 && !/^slot_(full|unavailable)$/.test(answer.code));
  const partial = JSON.parse(
    await d1(persistTo, [
      '--json',
      '--command',
      `SELECT COUNT(*) AS n FROM (SELECT party_id, COUNT(*) AS people, MAX(party_position) + 1 AS expected
         FROM appointments WHERE party_id IS NOT NULL GROUP BY party_id) WHERE people != expected`,
    ]),
  )[0].results[0].n;
  const overbooked = await countOverbookedSlots(persistTo);
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `\nFamily booking race (${GROUPS} groups of 2–3 people at once for ${date} ${arrival.time} at location ${LOCATION}, ${arrival.free} places free there)`,
  );
  console.log(
    `  ${stored.length} groups stored (${stored.reduce((sum, answer) => sum + answer.size, 0)} people); refused: ` +
      `${refused('slot_full')} by the capacity trigger, ${refused('slot_unavailable')} by the pre-check, ${others.length} otherwise` +
      (others.length ? ` (${[...new Set(others.map((answer) => answer.code))].join('; ')})` : ''),
  );
  console.log(
    `  a group booking took p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms under the race`,
  );
  console.log(`  overbooked slots: ${overbooked}, groups stored without all their people: ${partial} (both must be 0)`);
}
