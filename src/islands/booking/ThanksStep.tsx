import { useSignals } from '@preact/signals-react/runtime';
import { PreparationBox } from './CartStep';
import { BookingResults } from './ExpectedResults';
import { PartyBooked } from './party/PartyBooked';
import { Notice, type StepProps } from './shared';
import { BookedActions, Directions, MoneyCard } from './thanks/booked';
import { BookingFacts, ThanksNotices, ThanksPlaceholder } from './thanks/parts';
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
      {/* Every person's items, the fee, the discount and the total they sum to (decision 0056). */}
      <MoneyCard lang={lang} booking={appointment} />
      <BookingResults lang={lang} answer={expected} />
      <PreparationBox preparation={preparation} labels={labels} />
      <PartyBooked lang={lang} labels={labels} appointment={appointment} />
      {place ? <Directions lang={lang} labels={labels} prefix={prefix} place={place} /> : null}
      <BookedActions labels={labels} prefix={prefix} booking={appointment} />
    </div>
  );
}
