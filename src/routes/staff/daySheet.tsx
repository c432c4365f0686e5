/**
 * The day sheet (issue 28 point 2): /munkatars?hely=<location>&nap=<date>, the staff area's home. A
 * receptionist sees only their own locations; each view is written to the access log with the bookings
 * it showed.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../env';
import { assets } from '../../assets';
import { cachedLocations } from '../../backends/lab';
import { addDays, budapestNow } from '../../domain/budapestTime';
import { personName } from '../../domain/personName';
import { worksAt } from '../../domain/staff';
import type { LabLocation } from '../../domain/location';
import { formatDay } from '../../i18n/dates';
import { localePath, type Lang } from '../../i18n/lang';
import { staffMessages, type StaffMessages } from '../../i18n/staffMessages';
import { logStaffAccess } from '../../services/staff/accessLog';
import { daySheet, daySheetVersion, type DaySheet } from '../../services/staff/daySheet';
import { bookingById } from '../../services/staff/visits';
import { embeddedEngineOnly, forbidden, requireStaff, signedIn } from './guard';
import { DAY_VERSION_PATH } from './dayVersion';
import { CHECK_IN_PATH } from './desk';
import { DAY, FormAlert, STAFF_HOME, staffPage, staffPath } from './layout';
import { SheetEntry } from './sheetEntry';

/** Lower case without accents: 'Kovács' is found by 'kovacs'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function SheetList({ sheet, lang, m }: { sheet: DaySheet; lang: Lang; m: StaffMessages }) {
  if (!sheet.entries.length) return <p className="card">{m.noBookings}</p>;
  return (
    <ol className="m-0 grid list-none gap-3 p-0" aria-label={m.daySheetTitle}>
      {sheet.entries.map((entry) => (
        <SheetEntry key={entry.id} entry={entry} sheet={sheet} lang={lang} m={m} />
      ))}
    </ol>
  );
}

/** The desk's input: a scanned QR code lands here as typed text, or a reference read out. */
function CheckInForm({ sheet, lang, m }: { sheet: DaySheet; lang: Lang; m: StaffMessages }) {
  return (
    <form
      method="post"
      action={localePath(lang, CHECK_IN_PATH)}
      className="card mb-4 print:hidden"
      data-check-in=""
      data-scan-wasm={assets.zxingWasm}
    >
      <input type="hidden" name="hely" value={sheet.location.id} />
      <input type="hidden" name="nap" value={sheet.date} />
      <label htmlFor="check-in-code" className="mb-1 block font-700">
        {m.checkInLabel}
      </label>
      <p id="check-in-hint" className="mb-2 text-sm text-ink-soft">
        {m.checkInHint}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id="check-in-code"
          name="kod"
          className="input min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="check-in-hint"
          required
        />
        <button type="submit" className="btn-primary">
          {m.checkIn}
        </button>
      </div>
      {/* The scanner: shown by the staff script where it can run (a camera, or a photo of the code). */}
      <div className="mt-3 flex flex-wrap items-center gap-2" data-scanner="" hidden>
        <button type="button" className="btn-secondary" data-scan-camera="">
          {m.scanCamera}
        </button>
        <button type="button" className="btn-secondary" data-scan-stop="" hidden>
          {m.scanStop}
        </button>
        <label className="btn-secondary cursor-pointer">
          {m.scanPhoto}
          <input type="file" accept="image/*" capture="environment" className="sr-only" data-scan-photo="" />
        </label>
      </div>
      <video className="mt-3 w-full max-w-md rounded-xl" muted playsInline hidden data-scan-video="" />
      <p
        className="mt-2 font-600 text-accent-700"
        role="alert"
        data-scan-problem=""
        data-none={m.scanNone}
        data-no-camera={m.scanNoCamera}
      />
    </form>
  );
}

/**
 * The answer to the last action, spoken by screen readers: named by the booking's person, or where and
 * when a booking of another place or day is.
 */
async function noticeText(
  c: Context<AppEnv>,
  sheet: DaySheet,
  locations: LabLocation[],
): Promise<{ text: string; good: boolean } | null> {
  const code = c.req.query('uzenet') ?? '';
  const m = staffMessages(c.get('lang'));
  const lang = c.get('lang');
  if (!(code in m.notices)) return null;
  const notice = code as keyof StaffMessages['notices'];
  const id = Number(c.req.query('foglalas'));
  const entry = sheet.entries.find((candidate) => candidate.id === id);
  const name = entry ? personName({ first_name: entry.name.first, last_name: entry.name.last }, lang) : '';
  const good = ['arrived', 'sampled', 'no_show', 'booked', 'paid', 'paid_before'].includes(notice);
  if (notice === 'other_location' || notice === 'other_day') {
    const booking = Number.isInteger(id) ? await bookingById(c.env, id) : null;
    if (!booking) return { text: m.notices.unknown(), good: false };
    const where = locations.find((location) => location.id === booking.location_id)?.name ?? '';
    const detail =
      notice === 'other_location' ? `${where}, ${formatDay(lang, booking.date)}` : formatDay(lang, booking.date);
    return { text: m.notices[notice](booking.reference, detail), good: false };
  }
  const say = m.notices[notice] as (name: string) => string;
  return { text: say(name || '–'), good };
}

function Notice({ notice }: { notice: { text: string; good: boolean } | null }) {
  return (
    <p
      role="status"
      className={
        notice
          ? `mb-4 rounded-xl p-4 font-600 ${notice.good ? 'bg-brand-100 text-brand-900' : 'bg-accent-50 text-accent-700'}`
          : 'sr-only'
      }
      data-desk-notice=""
    >
      {notice?.text}
    </p>
  );
}

function Picker({
  c,
  locations,
  locationId,
  date,
  query,
}: {
  c: Context<AppEnv>;
  locations: LabLocation[];
  locationId: number;
  date: string;
  query: string;
}) {
  const lang = c.get('lang');
  const m = staffMessages(lang);
  const day = (offset: number) => staffPath(lang, `?hely=${locationId}&nap=${addDays(date, offset)}`);
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3 print:hidden">
      <form method="get" action={staffPath(lang)} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="sheet-location" className="mb-1 block font-600">
            {m.location}
          </label>
          <select id="sheet-location" name="hely" className="input" defaultValue={String(locationId)}>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="sheet-date" className="mb-1 block font-600">
            {m.date}
          </label>
          <input id="sheet-date" name="nap" type="date" className="input" defaultValue={date} required />
        </div>
        <div>
          <label htmlFor="sheet-search" className="mb-1 block font-600">
            {m.search}
          </label>
          <input id="sheet-search" name="q" type="search" className="input" defaultValue={query} autoComplete="off" />
        </div>
        <button type="submit" className="btn-primary">
          {m.show}
        </button>
      </form>
      <nav className="flex flex-wrap gap-2" aria-label={m.date}>
        <a className="chip" href={day(-1)}>
          {m.previousDay}
        </a>
        <a className="chip" href={staffPath(lang, `?hely=${locationId}`)}>
          {m.today}
        </a>
        <a className="chip" href={day(1)}>
          {m.nextDay}
        </a>
      </nav>
    </div>
  );
}

export const staffDaySheet = new Hono<AppEnv>();

staffDaySheet.get(STAFF_HOME, requireStaff('desk'), embeddedEngineOnly(), async (c) => {
  const lang = c.get('lang');
  const m = staffMessages(lang);
  const member = signedIn(c);
  const all = await cachedLocations(c.env, { language: lang });
  const locations = all.filter((location) => worksAt(member, location.id));
  const props = { title: m.daySheetTitle, member, otherLanguage: STAFF_HOME, script: true };
  if (!locations.length) {
    return staffPage(c, <FormAlert message={m.noLocations} />, props);
  }
  const asked = Number(c.req.query('hely'));
  const locationId = Number.isInteger(asked) && asked > 0 ? asked : locations[0]!.id;
  if (!worksAt(member, locationId)) return forbidden(c);
  const askedDate = c.req.query('nap') ?? '';
  const date = DAY.test(askedDate) && !Number.isNaN(Date.parse(askedDate)) ? askedDate : budapestNow(new Date()).date;
  const whole = await daySheet(c.env, lang, locationId, date);
  if (!whole) return c.redirect(staffPath(lang), 303);
  // The name search keeps the entries whose name holds every word typed, accents and case aside.
  const query = (c.req.query('q') ?? '').slice(0, 100);
  const words = folded(query).split(/\s+/).filter(Boolean);
  const sheet = {
    ...whole,
    entries: whole.entries.filter((entry) => {
      const name = folded(`${entry.name.last} ${entry.name.first}`);
      return words.every((word) => name.includes(word));
    }),
  };
  await logStaffAccess(c, member.id, [
    { action: 'day_sheet.read', subject: `location:${locationId}/${date}`, reason: 'day sheet' },
    ...sheet.entries.map((entry) => ({
      action: 'appointment.read',
      subject: `appointment:${entry.id}`,
      reason: 'day sheet',
    })),
  ]);
  return staffPage(
    c,
    <>
      <h1 className="page-title mb-1 text-2xl sm:text-3xl">{m.daySheetTitle}</h1>
      <p className="mb-4 text-lg" data-sheet-heading="">
        {sheet.location.name} · {formatDay(lang, date, 'weekday')} · {m.bookingsCount(sheet.entries.length)}
      </p>
      <Notice notice={await noticeText(c, sheet, all)} />
      <CheckInForm sheet={sheet} lang={lang} m={m} />
      <Picker c={c} locations={locations} locationId={locationId} date={date} query={query} />
      <div
        data-sheet-list=""
        data-version={await daySheetVersion(c.env, locationId, date)}
        data-version-url={`${DAY_VERSION_PATH}?hely=${locationId}&nap=${date}`}
      >
        <SheetList sheet={sheet} lang={lang} m={m} />
      </div>
    </>,
    props,
  );
});
