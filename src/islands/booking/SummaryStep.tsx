import { useSignals } from '@preact/signals-react/runtime';
import { cart, updateCart } from '../cart/store';
import { PreparationBox, usePreparation } from './CartStep';
import { stepHref, useStepGate } from './gate';
import { effectiveInvoice, person } from './personStore';
import { Notice, type StepProps } from './shared';
import { validateConsents } from '../../domain/consents';
import { ErrorSummary } from '../form/ErrorSummary';
import { RequiredLegend } from '../form/Field';
import { useFormErrors } from '../form/useFormErrors';
import {
  BookingFacts,
  type Consent,
  CONSENT_FIELDS,
  Consents,
  CouponForm,
  HeldBooking,
  ItemList,
  PaymentChoice,
  PriceTotals,
} from './summary/parts';
import { SummaryPlaceholder } from './summary/SummaryPlaceholder';
import { useBooking } from './summary/useBooking';
import { useCoupon } from './summary/useCoupon';
import { useOrder } from './summary/useOrder';
import { BookingResults, expectedList, samplingOf, useExpectedResults } from './ExpectedResults';
import { PartySummary } from './party/PartySummary';
import { usePeoplePreparation } from './party/preparations';
import { personPackageIds, personTestIds } from '../../domain/partyCart';

/**
 * /idopontfoglalas-osszegzes: items and prices (for display; the server prices the booking), the
 * sampling fee, a coupon, the payment type (ONLINE by default), both consents, then the booking itself.
 * A cart that already made a booking waiting for its online payment never makes a second one: the same
 * request pays for that booking; changed details are refused by the server (idempotency_key_reused) and
 * the visitor chooses between paying for the waiting booking and cancelling it to book the new details
 * (summary/useBooking.ts).
 */
export function SummaryStep(props: StepProps & { phone: string | null }) {
  const { lang, prefix, labels, phone } = props;
  useSignals();
  const open = useStepGate('summary', prefix);
  const order = useOrder(open, lang);
  const preparation = usePreparation(order.chosenPackages, order.chosenTests, lang, open);
  const coupon = useCoupon(labels, order.chosenPackages, order.chosenTests);
  // The consents are the step's required fields: booking checks them as a form's submit does
  // (src/islands/form), the focus then on the first box not ticked.
  const consents = useFormErrors<Consent, HTMLElement>();
  const booking = useBooking(props, order, () => consents.validate(validateConsents(person.value, lang)));
  const at = samplingOf(cart.value.date, cart.value.time);
  const expected = useExpectedResults(order.chosenPackages, order.chosenTests, lang, at, open);
  // A family booking: each other person's own preparation, shown with them before booking (decision 0055).
  const others = cart.value.people.map((one) => ({ packages: personPackageIds(one), tests: personTestIds(one) }));
  const preparations = usePeoplePreparation(others, lang, open);

  // Everything whose size depends on the cart appears in one commit (decision 0037).
  if (!open || !order.loaded || preparation === undefined || expected === undefined || preparations === undefined)
    return <SummaryPlaceholder labels={labels} lang={lang} />;
  const c = cart.value;
  const p = person.value;
  const { held, changed, busy } = booking;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-6">
        <BookingFacts
          lang={lang}
          labels={labels}
          cart={c}
          person={p}
          invoice={effectiveInvoice()}
          location={order.location}
          phone={phone}
          prefix={prefix}
        />
        <ItemList
          lang={lang}
          labels={labels}
          items={order.items}
          packages={order.packages}
          expected={expectedList(
            expected,
            c.examinations.filter((exam) => !exam.locked),
            c.parameters,
          )}
        />
        <BookingResults lang={lang} answer={expected} />
        {c.people.length ? null : <PreparationBox preparation={preparation} labels={labels} />}
        <PartySummary lang={lang} labels={labels} order={order} preparations={[preparation, ...preparations]} />
      </div>
      <aside ref={consents.ref} className="card h-fit space-y-5 p-6">
        <PriceTotals lang={lang} labels={labels} order={order} discount={c.discount} />
        <CouponForm
          labels={labels}
          coupon={coupon.coupon}
          onInput={coupon.setCouponInput}
          onApply={coupon.applyCoupon}
          message={coupon.couponMessage}
        />
        <PaymentChoice
          labels={labels}
          value={c.payment_type}
          onChange={(value) => {
            updateCart((current) => ({ ...current, payment_type: value }));
            // New details: the question about the waiting booking closes until the next try.
            booking.setChanged(false);
          }}
        />
        {consents.failing ? <ErrorSummary lang={lang} errors={consents.errors} fields={CONSENT_FIELDS} /> : null}
        <RequiredLegend lang={lang} />
        <Consents
          lang={lang}
          labels={labels}
          prefix={prefix}
          person={p}
          errors={consents.errors}
          onChange={(key, checked) => {
            person.value = { ...person.value, [key]: checked };
            consents.recheck(validateConsents(person.value, lang));
          }}
        />
        {held ? <HeldBooking lang={lang} labels={labels} held={held} booking={booking} /> : null}
        {booking.error ? (
          <Notice tone="error" refusal>
            {booking.error}
          </Notice>
        ) : null}
        {held && changed ? null : (
          <button
            type="button"
            className="btn-primary btn-lg w-full"
            disabled={busy}
            onClick={() => void booking.book()}
            data-book=""
          >
            {busy ? labels.booking : labels.book}
          </button>
        )}
        <a href={stepHref(prefix, 'basicData')} className="btn-secondary w-full">
          {labels.back}
        </a>
      </aside>
    </div>
  );
}
