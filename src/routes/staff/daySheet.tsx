/**
 * The day sheet (issue 28 point 2): /munkatars?hely=<location>&nap=<date>, the staff area's home. A
 * receptionist sees only their own locations; each view is written to the access log with the bookings
 * it showed.
 */
import { Hono, type Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../../env';
import { cachedLocations } from '../../backends/lab';
import { addDays, budapestNow } from '../../domain/budapestTime';
import { personName } from '../../domain/personName';
import { formatPrice } from '../../domain/prices';
import { worksAt } from '../../domain/staff';
import type { LabLocation } from '../../domain/location';
import { formatDay } from '../../i18n/dates';
import { INFO_SHEETS } from '../../data/infoSheets';
import type { Lang } from '../../i18n/lang';
import { staffMessages, type StaffMessages } from '../../i18n/staffMessages';
import { logStaffAccess } from '../../services/staff/accessLog';
import { daySheet, type DaySheet, type DaySheetEntry } from '../../services/staff/daySheet';
import { forbidden, requireStaff, signedIn } from './guard';
import { FormAlert, STAFF_HOME, staffPage, staffPath } from './layout';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-600 text-ink-soft">{label}</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}

function paymentText(entry: DaySheetEntry, lang: Lang, m: StaffMessages): string {
  const { payment, party } = entry;
  if (payment.type === 'ONSITE') return m.dueOnSite(formatPrice(payment.due, lang));
  // A family's one payment is on the booker's booking.
  return party && party.position > 0 ? m.paidWithBooker : m.paidOnline(formatPrice(payment.paid, lang));
}

/** One booking as the desk reads it: who and when first, then what to take, prepare and collect. */
function Entry({ entry, lang, m }: { entry: DaySheetEntry; lang: Lang; m: StaffMessages }) {
  const prep = entry.preparation;
  const name = personName({ first_name: entry.name.first, last_name: entry.name.last }, lang);
  return (
    <li className="card break-inside-avoid p-4" data-day-entry={entry.reference} data-visit={entry.visit}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="text-xl font-700">{entry.time}</span>
        <h2 className="m-0 text-xl font-700">{name}</h2>
        <span className="text-ink-soft">
          {m.born} {entry.birth ? formatDay(lang, entry.birth) : '–'}
        </span>
        {entry.party ? (
          <span className="badge" data-party={entry.party.id}>
            {m.family(entry.party.position, entry.party.size)}
          </span>
        ) : null}
        <span className="ml-auto font-700" data-visit-state="">
          {m.visitStates[entry.visit]}
        </span>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label={m.examinations}>
          <ul className="m-0 list-none p-0">
            {entry.items.map((item) => (
              <li key={item.name}>{item.name}</li>
            ))}
          </ul>
        </Detail>
        <Detail label={m.tubes}>
          {entry.tubes.length ? (
            <ul className="m-0 list-disc pl-5">
              {entry.tubes.map((tube) => (
                <li key={tube}>{tube}</li>
              ))}
            </ul>
          ) : (
            '–'
          )}
        </Detail>
        <Detail label={m.preparation}>
          {prep.fastingHours > 0 ? (
            <p className="m-0 font-700 text-accent-700">{m.fasting(prep.fastingHours)}</p>
          ) : null}
          {prep.morningOnly ? <p className="m-0 font-700 text-accent-700">{m.morningOnly}</p> : null}
          {entry.infoSheets.map((sheet) => (
            <p key={sheet} className="m-0">
              {m.infoSheet}: {INFO_SHEETS[lang][sheet].title}
            </p>
          ))}
          {!prep.fastingHours && !prep.morningOnly && !entry.infoSheets.length ? '–' : null}
        </Detail>
        <Detail label={m.payment}>
          <p className="m-0">{paymentText(entry, lang, m)}</p>
          <p className="m-0 text-sm text-ink-soft">
            {m.reference}: {entry.reference}
          </p>
        </Detail>
      </dl>
    </li>
  );
}

function SheetList({ sheet, lang, m }: { sheet: DaySheet; lang: Lang; m: StaffMessages }) {
  if (!sheet.entries.length) return <p className="card">{m.noBookings}</p>;
  return (
    <ol className="m-0 grid list-none gap-3 p-0" aria-label={m.daySheetTitle}>
      {sheet.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} lang={lang} m={m} />
      ))}
    </ol>
  );
}

function Picker({
  c,
  locations,
  locationId,
  date,
}: {
  c: Context<AppEnv>;
  locations: LabLocation[];
  locationId: number;
  date: string;
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

staffDaySheet.get(STAFF_HOME, requireStaff('desk'), async (c) => {
  const lang = c.get('lang');
  const m = staffMessages(lang);
  const member = signedIn(c);
  const all = await cachedLocations(c.env, { language: lang });
  const locations = all.filter((location) => worksAt(member, location.id));
  const props = { title: m.daySheetTitle, member, otherLanguage: STAFF_HOME };
  if (!locations.length) {
    return staffPage(c, <FormAlert message={m.noLocations} />, props);
  }
  const asked = Number(c.req.query('hely'));
  const locationId = Number.isInteger(asked) && asked > 0 ? asked : locations[0]!.id;
  if (!worksAt(member, locationId)) return forbidden(c);
  const askedDate = c.req.query('nap') ?? '';
  const date = DATE.test(askedDate) && !Number.isNaN(Date.parse(askedDate)) ? askedDate : budapestNow(new Date()).date;
  const sheet = await daySheet(c.env, lang, locationId, date);
  if (!sheet) return c.redirect(staffPath(lang), 303);
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
      <Picker c={c} locations={locations} locationId={locationId} date={date} />
      <SheetList sheet={sheet} lang={lang} m={m} />
    </>,
    props,
  );
});
