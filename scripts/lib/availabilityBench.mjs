// Availability at scale (issue 14, point 5): available_dates and available_times latency for a 60-day
// horizon with no bookings and with 15,000, and the overbooking count read back from D1. The bookings
// go straight into the benchmark's own local D1 as batched SQL (seconds, where 15,000 API calls would
// take minutes), through the same triggers a booking meets: a seeded row that would overfill a slot
// aborts the seed. Used by `npm run bench` and, on its own, by scripts/bench-availability.mjs.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LOCATIONS } from '../seed/catalogue.mjs';
import { SCHEDULES } from '../seed/booking.mjs';
import { random } from '../../tests/fixtures/random.mjs';
import { OCCUPANCY_MISMATCHES_SQL, OVERBOOKED_SLOTS_SQL } from '../../tests/fixtures/slotOccupancy.mjs';
import { root } from './local.mjs';

const wranglerBin = join(root, 'node_modules/.bin/wrangler');
/** Váci út: open every day, 10-minute slots of capacity 4, the busiest point (scripts/seed/booking.mjs). */
const FOCUS = 1;
/** Alap laborcsomag: one slot a visit. */
const PACKAGE = 1;
const HORIZON_DAYS = 60;

/**
 * Runs SQL against the benchmark's local D1 beside the running wrangler dev. Asynchronous on purpose:
 * a blocked event loop would not see the server close idle kept-alive connections meanwhile, and the
 * next request would go out on a dead one ("other side closed").
 */
export async function d1(persistTo, args) {
  const { stdout } = await promisify(execFile)(
    wranglerBin,
    ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, ...args],
    { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

const query = async (persistTo, sql) => JSON.parse(await d1(persistTo, ['--json', '--command', sql]))[0].results;

/** Slots holding more live bookings than their capacity, counted from the appointments themselves. */
export const countOverbookedSlots = async (persistTo) => (await query(persistTo, OVERBOOKED_SLOTS_SQL))[0].n;

// ---------------------------------------------------------------------------------------------------
// The bookings: a deterministic plan that respects every slot's capacity
// ---------------------------------------------------------------------------------------------------

// mulberry32 (tests/fixtures/random.mjs): the same plan on every run, so before and after figures measure
// the same data.

const budapestParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Budapest',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const wall = (instant) => {
  const p = Object.fromEntries(budapestParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minute: Number(p.hour) * 60 + Number(p.minute) };
};
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const minuteOf = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The UTC instant of a Budapest wall-clock minute (offset +1 or +2 h, whichever reads back right). */
function startsAt(date, minute) {
  const base = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  for (const hours of [1, 2]) {
    const instant = base - hours * 3_600_000;
    const back = wall(instant);
    if (back.date === date && back.minute === minute) return new Date(instant).toISOString();
  }
  return new Date(base - 3_600_000).toISOString();
}

/** Every location's slots over the horizon from `today`: [{ location, date, minutes, capacity, slotMinutes }]. */
function slotDays(today) {
  const days = [];
  for (const { location_id, slot_minutes, capacity_per_slot } of SCHEDULES) {
    const plan = LOCATIONS.find((l) => l.id === location_id).working_plan;
    for (let i = 0; i < HORIZON_DAYS; i++) {
      const date = addDays(today, i);
      const { start_time, end_time } = plan.find((p) => p.weekday === weekday(date));
      if (!start_time || !end_time || start_time === end_time) continue;
      const open = minuteOf(start_time);
      const count = Math.floor((minuteOf(end_time) - open) / slot_minutes);
      const minutes = Array.from({ length: count }, (_, k) => open + k * slot_minutes);
      days.push({ location: location_id, date, minutes, capacity: capacity_per_slot, slotMinutes: slot_minutes });
    }
  }
  return days;
}

/**
 * `total` bookings over every location's horizon, most of them at the busiest one (whose availability
 * is measured): its second and third open days after today entirely full, the rest of its slots about
 * two thirds taken. 3 % are glucose load tests (120 minutes: a run of slots). About 6 % do not count
 * against capacity (cancelled, expired, or held past their hold) and sit anywhere, full slots too; 2 %
 * are live holds. No counted booking ever exceeds a slot's capacity.
 */
export function plannedBookings(total, now = new Date()) {
  const rand = random(14);
  const today = wall(now.getTime()).date;
  const days = slotDays(today);
  const left = new Map(days.map((day) => [day, day.minutes.map(() => day.capacity)]));
  // Every slot once, so a booking lands on a day in proportion to its opening hours.
  const slotsOf = (wanted) =>
    days.filter((day) => wanted(day) && day.date > today).flatMap((day) => day.minutes.map((_, k) => ({ day, k })));
  const focus = slotsOf((day) => day.location === FOCUS);
  const others = slotsOf((day) => day.location !== FOCUS);
  const focusSeats = focus.reduce((sum, { day }) => sum + day.capacity, 0);
  const bookings = [];
  const book = (day, first, runLength, status) => {
    const slots = day.minutes.slice(first, first + runLength);
    if (status === 'confirmed' || status === 'live') for (let k = 0; k < runLength; k++) left.get(day)[first + k]--;
    bookings.push({ day, slots, status });
  };
  // Two whole days full at the busy location: available_dates must leave them out.
  const fullDays = [...new Set(focus.map(({ day }) => day))].slice(1, 3);
  for (const day of fullDays) {
    for (let k = 0; k < day.minutes.length; k++) while (left.get(day)[k] > 0) book(day, k, 1, 'confirmed');
  }
  const statusOf = (r) =>
    r < 0.02 ? 'live' : r < 0.04 ? 'lapsed' : r < 0.06 ? 'cancelled' : r < 0.08 ? 'expired' : 'confirmed';
  const focusShare = Math.min(0.75, (focusSeats * 0.75) / total);
  while (bookings.length < total) {
    const status = statusOf(rand());
    const pool = rand() < focusShare ? focus : others;
    const { day, k: first } = pool[Math.floor(rand() * pool.length)];
    const runLength = rand() < 0.03 ? Math.ceil(120 / day.slotMinutes) : 1;
    if (first + runLength > day.minutes.length) continue;
    const counted = status === 'confirmed' || status === 'live';
    if (
      counted &&
      left
        .get(day)
        .slice(first, first + runLength)
        .some((seats) => seats <= 0)
    )
      continue;
    book(day, first, runLength, status);
  }
  return bookings;
}

const HOLD_MS = 30 * 60_000;

/** The plan as multi-row INSERTs: the appointments first, then their slots (where the triggers act). */
export function bookingSql(bookings, now = new Date()) {
  const live = new Date(now.getTime() + HOLD_MS).toISOString();
  const lapsed = new Date(now.getTime() - HOLD_MS).toISOString();
  const quote = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value}'`);
  const appointments = bookings.map(({ day, slots, status }, i) => {
    const id = i + 1;
    const stored = status === 'live' || status === 'lapsed' ? 'held' : status;
    const hold = status === 'live' ? live : status === 'lapsed' ? lapsed : null;
    const payment = stored === 'held' || stored === 'expired' ? 'ONLINE' : 'ONSITE';
    const values = [id, `bench-booking-${String(id).padStart(9, '0')}`, `bench-${id}`, day.location, day.date];
    values.push(slots[0], slots.length * day.slotMinutes, startsAt(day.date, slots[0]), stored, hold, payment);
    return `(${values.map(quote).join(', ')}, '[]', '[]', '{}', '{}', 9990, 2490, 12480)`;
  });
  // The capacity trigger refuses a slot row at a full slot whatever its booking's status, so the rows
  // of bookings that no longer count go in first, as if they had been made before the slot filled.
  const counts = ({ status }) => status === 'confirmed' || status === 'live';
  const slotRows = bookings
    .map((booking, i) => ({ ...booking, id: i + 1 }))
    .sort((a, b) => Number(counts(a)) - Number(counts(b)))
    .flatMap(({ day, slots, id }) => slots.map((minute) => `(${id}, ${day.location}, '${day.date}', ${minute})`));
  const chunks = (rows, size) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, k) => rows.slice(k * size, k * size + size));
  return [
    ...chunks(appointments, 250).map(
      (rows) =>
        `INSERT INTO appointments (id, hash, idempotency_key, location_id, date, start_minute, duration_minutes,
          starts_at, status, hold_expires_at, payment_type, examinations, parameters, person, invoice, items_total,
          sampling_fee, total) VALUES ${rows.join(',\n')}`,
    ),
    ...chunks(slotRows, 500).map(
      (rows) =>
        `INSERT INTO appointment_slots (appointment_id, location_id, date, slot_minute) VALUES ${rows.join(',\n')}`,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------
// Latency
// ---------------------------------------------------------------------------------------------------

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function timed(url) {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status >= 500) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

/**
 * Sequential requests (latency, not throughput), each round interleaved with GET /_build, which passes
 * every middleware an API call does and reads nothing: the floor a request through wrangler dev and
 * the worker costs on this machine at that moment. available_dates 60 times, and available_times for
 * every day of the horizon, twice over (open and closed days alike, the same days at every size).
 */
async function latencies(origin, dates) {
  const base = `${origin}/api/whitetech/web`;
  const ask = `location_id=${FOCUS}&package_ids=${PACKAGE}`;
  for (let i = 0; i < 5; i++) await timed(`${base}/available_dates?${ask}`); // warm the isolate and D1
  const floor = [];
  const datesMs = [];
  const timesMs = [];
  for (let i = 0; i < 2 * dates.length; i++) {
    floor.push(await timed(`${origin}/_build`));
    if (i % 2 === 0) datesMs.push(await timed(`${base}/available_dates?${ask}`));
    timesMs.push(await timed(`${base}/available_times?${ask}&date=${dates[i % dates.length]}`));
  }
  const figures = (list) => {
    const sorted = list.sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  };
  const answer = await (await fetch(`${base}/available_dates?${ask}`)).json();
  return {
    dates: figures(datesMs),
    times: figures(timesMs),
    floor: figures(floor),
    openDays: answer.data?.length ?? 0,
  };
}

/** The benchmark: latency with the database as it is (no bookings), seed, latency again, overbooking. */
export async function availabilityAtScale({ origin, persistTo, bookings = 15_000 }) {
  const now = new Date();
  const today = wall(now.getTime()).date;
  const dates = Array.from({ length: HORIZON_DAYS }, (_, i) => addDays(today, i));
  const counted = async () => (await query(persistTo, 'SELECT COUNT(*) AS n FROM appointments'))[0].n;
  const rows = [[await counted(), await latencies(origin, dates)]];

  const plan = plannedBookings(bookings, now);
  const dir = join(root, '.wrangler');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'bench-bookings.sql');
  writeFileSync(file, bookingSql(plan, now).join(';\n') + ';\n');
  const started = performance.now();
  await d1(persistTo, ['--file', file]);
  const seedSeconds = (performance.now() - started) / 1000;
  rows.push([await counted(), await latencies(origin, dates)]);

  const ms = (value) => `${value.toFixed(1).padStart(5)} ms`;
  console.log(
    `\nAvailability at scale (Váci út, package ${PACKAGE}, ${HORIZON_DAYS}-day horizon, sequential requests)`,
  );
  const atFocus = plan.filter(({ day }) => day.location === FOCUS).length;
  console.log(
    `  seeded ${plan.length} bookings (${atFocus} of them at Váci út) as batched SQL in ${seedSeconds.toFixed(1)} s`,
  );
  for (const [count, r] of rows) {
    console.log(
      `  ${String(count).padStart(6)} bookings: available_dates p50 ${ms(r.dates.p50)} p95 ${ms(r.dates.p95)}` +
        `   available_times p50 ${ms(r.times.p50)} p95 ${ms(r.times.p95)}   (${r.openDays} dates offered;` +
        ` GET /_build p50 ${ms(r.floor.p50)})`,
    );
  }
  const worst = Math.max(...rows.flatMap(([, r]) => [r.dates.p50, r.times.p50]));
  console.log(`  budget: p50 at most 15 ms at every size — ${worst <= 15 ? 'kept' : 'EXCEEDED'}`);
  console.log(`  overbooked slots: ${await countOverbookedSlots(persistTo)} (must be 0)`);
  // Only from migrations/0015 on; the bench also runs on older code, for before-and-after figures.
  if ((await query(persistTo, "SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'slot_occupancy'"))[0].n) {
    const mismatches = (await query(persistTo, OCCUPANCY_MISMATCHES_SQL))[0].n;
    console.log(`  slot_occupancy rows out of step with the bookings: ${mismatches} (must be 0)`);
  }
}
