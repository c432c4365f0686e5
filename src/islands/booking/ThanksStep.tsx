import { useSignals } from '@preact/signals-react/runtime';
import { awaitsConfirmation } from '../../domain/appointment';
import { partyTotals } from '../../domain/party';
import { PreparationBox } from './CartStep';
import { BookingResults, expectedList } from './ExpectedResults';
import { stepHref } from './gate';
import { PartyBooked } from './party/PartyBooked';
import { Notice, type StepProps } from './shared';
import { ItemList } from './summary/parts';
import { BookedTotals, BookingFacts, ThanksNotices, ThanksPlaceholder } from './thanks/parts';
import { useThanksBooking } from './thanks/useThanksBooking';

/**
 * /idopontfoglalas-koszono: the booking just made, read back from the server, with the preparation and
 * an .ics download. Its gate is the summary's plus consents and invoice data (spec section 2); once the
 * booking is confirmed (on site, or paid online) the cart is emptied, while one still waiting for its
 * payment stays in the cart for the summary to pay (docs/decisions/0017). A reload still finds the
 * booking by its stored hash. A booking paid online says so: its amount is paid, not to pay.
 */
export function ThanksStep({ lang, prefix, labels }: StepProps) {
  useSignals();
  const { open, appointment, unread, place, preparation, expected } = useThanksBooking(lang, prefix);

  // Not read back (the network failed): said so, rather than a placeholder for ever.
  if (unread && !appointment) return <Notice tone="error">{labels.errors.network}</Notice>;
  // The booking, its place and its preparation appear in one commit (decision 0037).
  if (!open || !appointment || place === undefined || preparation === undefined || expected === undefined)
    return <ThanksPlaceholder labels={labels} lang={lang} />;
  const { status } = appointment;
  // Confirmed with online payment only by the verified IPN (src/routes/payment.ts): it is paid.
  const paid = status === 'confirmed' && appointment.payment_type === 'ONLINE';
  return (
    <div className="space-y-6" data-thanks={status} data-paid={paid ? '' : undefined}>
      <ThanksNotices lang={lang} labels={labels} appointment={appointment} paid={paid} />
      <BookingFacts lang={lang} labels={labels} appointment={appointment} place={place} />
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
        {/* Not before the mail's confirmation: a booking waiting for it may lapse (decision 0050). */}
        {awaitsConfirmation(appointment) ? null : (
          <a
            href={`${prefix}/idopontfoglalas-naptar/${appointment.hash}`}
            className="btn-primary"
            download="pannon-labor-idopont.ics"
          >
            {labels.addToCalendar}
          </a>
        )}
        <a href={stepHref(prefix, 'start')} className="btn-secondary">
          {labels.newBooking}
        </a>
      </div>
      <PartyBooked lang={lang} labels={labels} appointment={appointment} />
    </div>
  );
}
