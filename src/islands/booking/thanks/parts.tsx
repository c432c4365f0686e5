import { CheckIcon } from '../../../components/Icons';
import { awaitsConfirmation, awaitsPayment } from '../../../domain/appointment';
import type { LinkedBooking } from '../../../domain/bookingView';
import type { LabLocation } from '../../../domain/location';
import { formatPrice } from '../../../domain/prices';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import { formatDay, formatInstant } from '../../../i18n/dates';
import type { Lang } from '../../../i18n/lang';
import { BookingResultsPlaceholder } from '../ExpectedResults';
import { Bone, BoneCard, ItemRowsPlaceholder, Pending } from '../placeholder';
import { fill, Notice, type StepProps } from '../shared';

/** The thank-you step's pieces (ThanksStep.tsx composes them); each renders what it is given. */

/** The booking read back, and whether it is paid: confirmed with online payment only by the verified IPN. */
interface BookedProps {
  lang: Lang;
  labels: BookingMessages;
  appointment: LinkedBooking;
  paid: boolean;
}

/**
 * What the booking's state asks the patient to know first: ended, paid, waiting for its payment, or
 * waiting for its confirmation from the mail; else that it is recorded.
 */
export function ThanksNotices({ lang, labels, appointment, paid }: BookedProps) {
  const { status } = appointment;
  const ended = status === 'cancelled' || status === 'expired';
  return (
    <>
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
    </>
  );
}

/** When and where, how it is paid, and the booking's code. */
export function BookingFacts({
  lang,
  labels,
  appointment,
  place,
}: {
  lang: Lang;
  labels: BookingMessages;
  appointment: LinkedBooking;
  place: LabLocation | null;
}) {
  return (
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
  );
}

/**
 * What the booking costs, as the server priced it: the examinations, the sampling fee, the discount and
 * the total, which a booking paid online shows as paid (issue 15 point 7), with a tick, not as to pay.
 */
export function BookedTotals({ lang, labels, appointment, paid }: BookedProps) {
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
export function ThanksPlaceholder({ labels, lang }: { labels: StepProps['labels']; lang: Lang }) {
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
      <ItemRowsPlaceholder priceClassName="h-6 w-24" />
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
