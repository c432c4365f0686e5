/**
 * One booking on the day sheet as the desk works through it: who and when first, then what to take,
 * prepare and collect, and the buttons for the next step of the visit and the on-site payment. Each
 * button is a form of its own that works without script.
 */
import type { ReactNode } from 'react';
import { INFO_SHEETS } from '../../data/infoSheets';
import { personName } from '../../domain/personName';
import { formatPrice } from '../../domain/prices';
import type { VisitState } from '../../domain/staff';
import { formatDay } from '../../i18n/dates';
import { localePath, type Lang } from '../../i18n/lang';
import type { StaffMessages } from '../../i18n/staffMessages';
import type { DaySheet, DaySheetEntry } from '../../services/staff/daySheet';
import { PAYMENT_PATH, VISIT_PATH } from './desk';

/** What each part of an entry is drawn from. */
interface EntryProps {
  entry: DaySheetEntry;
  sheet: DaySheet;
  lang: Lang;
  m: StaffMessages;
}

/** Where each visit state may go from the sheet, in the order the buttons stand. */
const NEXT_STEPS: Record<VisitState, VisitState[]> = {
  booked: ['arrived', 'no_show'],
  arrived: ['sampled', 'booked'],
  sampled: [],
  no_show: ['arrived'],
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-600 text-ink-soft">{label}</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}

/** The sheet a form goes back to. */
function Back({ sheet }: { sheet: DaySheet }) {
  return (
    <>
      <input type="hidden" name="hely" value={sheet.location.id} />
      <input type="hidden" name="nap" value={sheet.date} />
    </>
  );
}

function VisitButtons({ entry, sheet, lang, m }: EntryProps) {
  const steps = NEXT_STEPS[entry.visit];
  if (!steps.length) return null;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {steps.map((to) => (
        <form key={to} method="post" action={localePath(lang, VISIT_PATH)}>
          <Back sheet={sheet} />
          <input type="hidden" name="foglalas" value={entry.id} />
          <input type="hidden" name="allapot" value={to} />
          <button
            type="submit"
            className={to === 'arrived' || to === 'sampled' ? 'btn-primary' : 'btn-secondary'}
            data-visit-to={to}
          >
            {entry.visit === 'no_show' && to === 'arrived' ? m.arrivedAfterAll : m.actions[to]}
          </button>
        </form>
      ))}
    </div>
  );
}

function Payment({ entry, sheet, lang, m }: { entry: DaySheetEntry; sheet: DaySheet; lang: Lang; m: StaffMessages }) {
  const { payment, party } = entry;
  if (payment.type === 'ONLINE') {
    // A family's one payment is on the booker's booking.
    return (
      <p className="m-0">
        {party && party.position > 0 ? m.paidWithBooker : m.paidOnline(formatPrice(payment.paid, lang))}
      </p>
    );
  }
  if (!payment.payer) return <p className="m-0">{m.paysWithBooker(formatPrice(payment.due, lang))}</p>;
  if (payment.recorded) {
    return (
      <p className="m-0 font-600" data-paid-on-site="">
        {m.paidOnSite(m[payment.recorded.method].toLowerCase(), payment.recorded.number)}
      </p>
    );
  }
  return (
    <>
      <p className="m-0">{m.dueOnSite(formatPrice(payment.due, lang))}</p>
      <form method="post" action={localePath(lang, PAYMENT_PATH)} className="mt-2 print:hidden" data-payment-form="">
        <Back sheet={sheet} />
        <input type="hidden" name="foglalas" value={entry.id} />
        <fieldset className="m-0 border-0 p-0">
          <legend className="mb-1 text-sm font-600">{m.payOnSite}</legend>
          <div className="flex flex-wrap gap-3">
            {(['card', 'cash'] as const).map((method, index) => (
              <label key={method} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="mod" value={method} defaultChecked={index === 0} />
                {m[method]}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-secondary mt-1">
          {m.recordPayment(formatPrice(payment.due, lang))}
        </button>
      </form>
    </>
  );
}

export function SheetEntry({ entry, sheet, lang, m }: EntryProps) {
  const prep = entry.preparation;
  const name = personName({ first_name: entry.name.first, last_name: entry.name.last }, lang);
  return (
    <li
      id={`foglalas-${entry.id}`}
      className="card break-inside-avoid p-4"
      data-day-entry={entry.reference}
      data-visit={entry.visit}
    >
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
          {entry.infoSheets.map((sheetId) => (
            <p key={sheetId} className="m-0">
              {m.infoSheet}: {INFO_SHEETS[lang][sheetId].title}
            </p>
          ))}
          {!prep.fastingHours && !prep.morningOnly && !entry.infoSheets.length ? '–' : null}
        </Detail>
        <Detail label={m.payment}>
          <Payment entry={entry} sheet={sheet} lang={lang} m={m} />
          <p className="m-0 text-sm text-ink-soft">
            {m.reference}: {entry.reference}
          </p>
        </Detail>
      </dl>
      <div className="mt-3">
        <VisitButtons entry={entry} sheet={sheet} lang={lang} m={m} />
      </div>
    </li>
  );
}
