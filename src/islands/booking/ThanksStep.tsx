import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { awaitsConfirmation, awaitsPayment } from '../../domain/appointment';
import type { LinkedBooking } from '../../domain/bookingView';
import type { LabLocation } from '../../domain/location';
import { settleCartBooking } from '../../client/cartBooking';
import { call } from '../../client/call';
import { formatPrice } from '../../domain/prices';
import { PreparationBox, usePreparation } from './CartStep';
import { stepHref, useStepGate } from './gate';
import { LAST_APPOINTMENT_KEY } from './keys';
import { Bone, BoneCard, Pending } from './placeholder';
import { fill, Notice, type StepProps } from './shared';
import { ItemList } from './summary/parts';
import {
  BookingResults,
  BookingResultsPlaceholder,
  expectedList,
  samplingOf,
  useExpectedResults,
} from './ExpectedResults';
import { CheckIcon } from '../../components/Icons';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import { formatDay, formatInstant } from '../../i18n/dates';
import { partyTotals } from '../../domain/party';
import { PartyBooked } from './party/PartyBooked';

/**
 * /idopontfoglalas-koszono: the booking just made, read back from the server, with the preparation and
 * an .ics download. Its gate is the summary's plus consents and invoice data (spec section 2); once the
 * booking is confirmed (on site, or paid online) the cart is emptied, while one still waiting for its
 * payment stays in the cart for the summary to pay (docs/decisions/0017). A reload still finds the
 * booking by its stored hash. A booking paid online says so: its amount is paid, not to pay.
 */
export function ThanksStep({ lang, prefix, labels }: StepProps) {
  useSignals();
  const [hash] = useState(() =>
    typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(LAST_APPOINTMENT_KEY),
  );
  const open = useStepGate('thanks', prefix, !!hash);
  const [appointment, setAppointment] = useState<LinkedBooking | null>(null);
  const [unread, setUnread] = useState(false);
  /** The booking's location; undefined until asked, null when it could not be read. */
  const [place, setPlace] = useState<LabLocation | null | undefined>(undefined);
  const preparation = usePreparation(
    appointment?.examinations.map((exam) => exam.id) ?? [],
    appointment?.parameters.map((test) => test.id) ?? [],
    lang,
    appointment !== null,
  );
  const expected = useExpectedResults(
    appointment?.examinations.map((exam) => exam.id) ?? [],
    appointment?.parameters.map((test) => test.id) ?? [],
    lang,
    samplingOf(appointment?.date, appointment?.minute ?? 0),
    appointment !== null,
  );

  useEffect(() => {
    if (!open || !hash) return;
    call('booking', { params: { hash } })
      .then(({ data }) => {
        setAppointment(data);
        settleCartBooking(data);
        return call('locations', { query: { language: lang, location_ids: data.location_id } });
      })
      .then(({ data }) => setPlace(data[0] ?? null))
      .catch(() => {
        setPlace(null);
        setUnread(true);
      });
  }, [open, hash, lang]);

  // Not read back (the network failed): said so, rather than a placeholder for ever.
  if (unread && !appointment) return <Notice tone="error">{labels.errors.network}</Notice>;
  // The booking, its place and its preparation appear in one commit (decision 0037).
  if (!open || !appointment || place === undefined || preparation === undefined || expected === undefined)
    return <ThanksPlaceholder labels={labels} lang={lang} />;
  const { status } = appointment;
  // Confirmed with online payment only by the verified IPN (src/routes/payment.ts): it is paid.
  const paid = status === 'confirmed' && appointment.payment_type === 'ONLINE';
  const ended = status === 'cancelled' || status === 'expired';
  return (
    <div className="space-y-6" data-thanks={status} data-paid={paid ? '' : undefined}>
      {ended ? (
        <Notice tone="error">{labels.thanksEnded}</Notice>
      ) : awaitsConfirmation(appointment) ? null : (
        <Notice>{labels.thanksIntro}</Notice>
      )}
      {paid ? <Notice>{labels.thanksPaid}</Notice> : null}
      {awaitsPayment(appointment) && appointment.hold_expires_at ? (
        <Notice>{fill(labels.thanksHeld, { time: formatInstant(lang, appointment.hold_expires_at, 'time') })}</Notice>
      ) : null}
      {awaitsConfirmation(appointment) && appointment.hold_expires_at ? (
        // Confirmed from the mail only (decision 0050): said first and plainly, with the deadline.
        <div data-awaits-confirmation="">
          <Notice>
            {fill(labels.thanksConfirm, { time: formatInstant(lang, appointment.hold_expires_at, 'time') })}
          </Notice>
        </div>
      ) : null}
      <dl className="card grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">{labels.appointment}</dt>
          <dd className="text-lg font-700 text-ink" data-appointment-when="">
            {formatDay(lang, appointment.date, 'weekday')}, {appointment.time}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{labels.location}</dt>
          <dd className="font-600 text-ink">
            {place ? `${place.name}, ${place.zip_code} ${place.city}, ${place.address}` : '–'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{labels.paymentType}</dt>
          <dd className="font-600 text-ink">{labels.paidHow[appointment.payment_type]}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{labels.bookingCode}</dt>
          <dd className="font-mono text-ink">{appointment.hash.slice(0, 8).toUpperCase()}</dd>
        </div>
      </dl>
      <ItemList
        lang={lang}
        labels={labels}
        items={[...appointment.examinations, ...appointment.parameters]}
        packages={[]}
        expected={expectedList(expected, appointment.examinations, appointment.parameters)}
      />
      <BookingResults lang={lang} answer={expected} />
      {/* A family booking's totals are everyone's, what its one payment paid (docs/decisions/0048). */}
      <BookedTotals lang={lang} labels={labels} appointment={partyTotals(appointment)} paid={paid} />
      <PreparationBox preparation={preparation} labels={labels} />
      <div className="flex flex-wrap gap-3">
        <a
          href={`${prefix}/idopontfoglalas-naptar/${appointment.hash}`}
          className="btn-primary"
          download="pannon-labor-idopont.ics"
        >
          {labels.addToCalendar}
        </a>
        <a href={stepHref(prefix, 'start')} className="btn-secondary">
          {labels.newBooking}
        </a>
      </div>
      <PartyBooked lang={lang} labels={labels} appointment={appointment} />
    </div>
  );
}

/**
 * What the booking costs, as the server priced it: the examinations, the sampling fee, the discount and
 * the total, which a booking paid online shows as paid (issue 15 point 7), with a tick, not as to pay.
 */
function BookedTotals({
  lang,
  labels,
  appointment,
  paid,
}: {
  lang: Lang;
  labels: BookingMessages;
  appointment: LinkedBooking;
  paid: boolean;
}) {
  const rows: [string, string][] = [
    [labels.itemsTotal, formatPrice(appointment.items_total, lang)],
    [labels.samplingFee, formatPrice(appointment.sampling_fee, lang)],
    ...(appointment.discount > 0
      ? [[labels.discount, `−${formatPrice(appointment.discount, lang)}`] as [string, string]]
      : []),
  ];
  return (
    <dl className="card space-y-2" data-booked-totals="">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="whitespace-nowrap font-600 text-ink">{value}</dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-4 border-t border-brand-100 pt-3">
        <dt className={paid ? 'badge bg-brand-600 text-white' : 'font-700 text-ink'}>
          {paid ? <CheckIcon className="mr-1 h-4 w-4" /> : null}
          {paid ? labels.paid : labels.total}
        </dt>
        <dd className="whitespace-nowrap text-2xl font-700 text-brand-700" data-amount="">
          {formatPrice(appointment.total, lang)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The thank-you page's layout for a two-item booking until it is read back (decision 0037): the notice,
 * the facts, the items, the totals and the preparation.
 */
function ThanksPlaceholder({ labels, lang }: { labels: StepProps['labels']; lang: Lang }) {
  return (
    <Pending className="space-y-6">
      <BoneCard className="h-26 sm:h-14" />
      <dl className="card grid gap-3 sm:grid-cols-2">
        {[labels.appointment, labels.location, labels.paymentType, labels.bookingCode].map((label, cell) => (
          <div key={label}>
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd>
              <Bone className={cell === 1 ? 'h-12 sm:h-6' : 'h-7'} />
            </dd>
          </div>
        ))}
      </dl>
      <ul className="divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100">
        {['first', 'second'].map((row) => (
          <li key={row} className="flex justify-between gap-4 p-4">
            {/* The name over its results date (ItemResults). */}
            <span>
              <Bone className="h-6 w-44" />
              <Bone className="h-5 w-36" />
            </span>
            <Bone className="h-6 w-24" />
          </li>
        ))}
      </ul>
      <BookingResultsPlaceholder lang={lang} />
      <dl className="card space-y-2">
        {[labels.itemsTotal, labels.samplingFee].map((label) => (
          <div key={label} className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-soft">{label}</dt>
            <dd>
              <Bone className="h-6 w-24" />
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 border-t border-brand-100 pt-3">
          <dt className="font-700 text-ink">{labels.total}</dt>
          <dd>
            <Bone className="h-8 w-32" />
          </dd>
        </div>
      </dl>
      <BoneCard className="h-96 sm:h-52" />
    </Pending>
  );
}
