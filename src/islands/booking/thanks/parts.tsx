import { awaitsConfirmation, awaitsPayment } from '../../../domain/appointment';
import type { LinkedBooking } from '../../../domain/bookingView';
import type { LabLocation } from '../../../domain/location';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import { formatDay, formatInstant } from '../../../i18n/dates';
import type { Lang } from '../../../i18n/lang';
import { BookingResultsPlaceholder } from '../ExpectedResults';
import { Bone, BoneCard, Pending } from '../placeholder';
import { fill, Notice, type StepProps } from '../shared';
import { BookedHero, bookedName } from './booked';

/** The thank-you step's pieces (ThanksStep.tsx composes them); each renders what it is given. */

/** The booking read back, and whether it is paid: confirmed with online payment only by the verified IPN. */
interface BookedProps {
  lang: Lang;
  labels: BookingMessages;
  appointment: LinkedBooking;
  paid: boolean;
}

/**
 * What the booking's state asks the patient to know first: ended, confirmed (the checkmark hero, and
 * for one paid online that the payment went through), waiting for its payment, or waiting for its
 * confirmation from the mail.
 */
export function ThanksNotices({ lang, labels, appointment, paid }: BookedProps) {
  const { status } = appointment;
  const ended = status === 'cancelled' || status === 'expired';
  return (
    <>
      {ended ? <Notice tone="error">{labels.thanksEnded}</Notice> : null}
      {status === 'confirmed' ? <BookedHero lang={lang} labels={labels} booking={appointment} /> : null}
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

/** Who, when and where, how it is paid, and the booking's reference (decision 0056). */
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
  const people = appointment.party?.members?.length ? appointment.party.members : [appointment];
  return (
    <dl className="card grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-ink-muted">{labels.who}</dt>
        <dd className="font-600 text-ink break-anywhere" data-booked-who="">
          {people.map((person) => bookedName(person, lang)).join(', ')}
        </dd>
      </div>
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
      {/* A confirmed booking's reference stands in its hero (./booked.tsx). */}
      {appointment.status === 'confirmed' ? null : (
        <div>
          <dt className="text-sm text-ink-muted">{labels.bookingCode}</dt>
          <dd className="font-mono text-ink" data-booking-reference="">
            {appointment.reference}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The thank-you page's layout until the booking is read back (decision 0037): the hero, the facts, the
 * money lines, the results, the preparation and the directions.
 */
export function ThanksPlaceholder({ labels, lang }: { labels: StepProps['labels']; lang: Lang }) {
  return (
    <Pending className="space-y-6">
      <BoneCard className="h-24" />
      <dl className="card grid gap-3 sm:grid-cols-2">
        {[labels.who, labels.appointment, labels.location, labels.paymentType].map((label) => (
          <div key={label}>
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd>
              <Bone className={label === labels.location ? 'h-12 sm:h-6' : 'h-7'} />
            </dd>
          </div>
        ))}
      </dl>
      <dl className="card space-y-2">
        {['item', labels.samplingFee].map((label) => (
          <div key={label} className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-soft">{label === 'item' ? <Bone className="h-6 w-40" /> : label}</dt>
            <dd>
              <Bone className="h-6 w-24" />
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 border-t border-brand-100 pt-3">
          <dt>
            <Bone className="h-7 w-36" />
          </dt>
          <dd>
            <Bone className="h-8 w-32" />
          </dd>
        </div>
      </dl>
      <BookingResultsPlaceholder lang={lang} />
      <BoneCard className="h-96 sm:h-52" />
      <BoneCard className="h-36 sm:h-32" />
    </Pending>
  );
}
