import { StruckPrice } from '../../../components/StruckPrice';
import type { ReactNode } from 'react';
import type { LabLocation } from '../../../domain/location';
import type { LabPackage } from '../../../domain/catalogue';
import type { BookingState, Cart } from '../../../domain/cart';
import { type AppointmentInvoice, type AppointmentPerson, INVOICE_TYPE_COMPANY } from '../../../domain/person';
import { formatPrice } from '../../../domain/prices';
import type { BookingMessages } from '../../../i18n/bookingMessages';
import { formatDay, formatInstant } from '../../../i18n/dates';
import type { Lang } from '../../../i18n/lang';
import { canChange } from '../../../domain/cutoff';
import { toUtcInstant } from '../../../domain/budapestTime';
import { CutoffNotice } from '../CutoffNotice';
import type { SummaryField } from '../../form/ErrorSummary';
import { CheckboxField, NewTabLink } from '../../form/Field';
import { fill, minuteToTime, Notice } from '../shared';
import type { Booking } from './useBooking';
import type { Order } from './useOrder';
import type { ExpectedText } from '../../../domain/expectedResults';
import { ItemResults } from '../ExpectedResults';
import { personName } from '../../../domain/personName';

/** The summary's pieces (SummaryStep.tsx composes them); each renders what it is given. */

/**
 * A label and its value side by side. The value may shrink below its longest word and breaks anywhere,
 * so a long e-mail address or place name wraps instead of widening a phone's page (issue 15 point 1).
 */
function SummaryRow({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="shrink-0 text-ink-soft">{label}</dt>
      <dd
        className={`min-w-0 text-right break-anywhere ${strong ? 'text-2xl font-700 text-brand-700' : 'font-600 text-ink'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** An e-mail address that, when it must wrap, wraps before its '@' first. */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/**
 * When, where and for whom; for a time inside the change/cancel cut-off, that the booking cannot be
 * changed or cancelled online and whom to call, before it is made (issue 15 point 5).
 */
export function BookingFacts({
  lang,
  labels,
  cart: c,
  person: p,
  invoice,
  location,
  phone,
  prefix,
}: {
  lang: Lang;
  labels: BookingMessages;
  cart: Cart;
  person: AppointmentPerson;
  /** The buyer as the invoice will name them (issue 27 point 3). */
  invoice: AppointmentInvoice;
  location: LabLocation | null;
  phone: string | null;
  prefix: string;
}) {
  const insideCutoff = !canChange(toUtcInstant(c.date!, c.time), new Date());
  return (
    <section className="card space-y-4" data-summary="">
      <dl className="space-y-3">
        <SummaryRow
          label={labels.appointment}
          value={`${formatDay(lang, c.date!, 'weekday')}, ${minuteToTime(c.time)}`}
        />
        <SummaryRow
          label={labels.location}
          value={location ? `${location.name} (${location.zip_code} ${location.city}, ${location.address})` : '…'}
        />
        <SummaryRow
          label={labels.patient}
          value={
            <>
              <span className="block">{personName(p, lang)}</span>
              <span className="block font-400 text-ink-soft">
                <EmailAddress address={p.email} />
              </span>
            </>
          }
        />
        <SummaryRow
          label={labels.invoiceSection}
          value={
            <span data-summary-invoice="">
              <span className="block break-anywhere">{invoice.invoice_name}</span>
              {invoice.invoice_type === INVOICE_TYPE_COMPANY ? (
                <span className="block font-400 text-ink-soft">
                  {labels.fields.invoice_taxnumber}: {invoice.invoice_taxnumber}
                </span>
              ) : null}
              <span className="block font-400 text-ink-soft break-anywhere">
                {invoice.invoice_zipcode} {invoice.invoice_city}, {invoice.invoice_address}
              </span>
            </span>
          }
        />
      </dl>
      {insideCutoff ? <CutoffNotice time={minuteToTime(c.time)} labels={labels} phone={phone} prefix={prefix} /> : null}
    </section>
  );
}

/**
 * The examinations and packages, each with its price and, for a discounted package, the price without it,
 * and when its results are expected (`expected`, by the items' order; docs/decisions/0046).
 */
export function ItemList({
  lang,
  labels,
  items,
  packages,
  expected = [],
}: {
  lang: Lang;
  labels: BookingMessages;
  items: Order['items'];
  packages: LabPackage[];
  expected?: (ExpectedText | undefined)[];
}) {
  return (
    <ul className="divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100">
      {items.map((item, index) => {
        const without = packages.find((pkg) => pkg.id === item.id && pkg.price_without_discount > pkg.b2c_price);
        return (
          <li key={`${item.id}-${item.name}`} className="flex justify-between gap-4 p-4">
            <span className="min-w-0 text-ink break-anywhere hyphens-auto">
              {item.name}
              <ItemResults lang={lang} expected={expected[index]} />
            </span>
            <span className="text-right">
              <span className="block whitespace-nowrap font-600 text-ink">
                <span className="sr-only">{labels.packagePrice}: </span>
                {formatPrice(item.price ?? 0, lang)}
              </span>
              {without ? (
                <span className="block whitespace-nowrap text-xs text-ink-muted">
                  <StruckPrice
                    label={labels.withoutPackage}
                    note={labels.withoutPackageNote}
                    price={formatPrice(without.price_without_discount, lang)}
                  />
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function PriceTotals({
  lang,
  labels,
  order,
  discount,
}: {
  lang: Lang;
  labels: BookingMessages;
  order: Order;
  discount: number;
}) {
  return (
    <>
      <dl className="space-y-2">
        <SummaryRow label={labels.itemsTotal} value={formatPrice(order.itemsTotal, lang)} />
        <SummaryRow label={labels.samplingFee} value={formatPrice(order.fee, lang)} />
        {discount > 0 ? <SummaryRow label={labels.discount} value={`−${formatPrice(discount, lang)}`} /> : null}
        <SummaryRow label={labels.total} value={formatPrice(order.total, lang)} strong />
      </dl>
      <p className="text-xs text-ink-muted">{labels.displayNote}</p>
    </>
  );
}

export function CouponForm({
  labels,
  coupon,
  onInput,
  onApply,
  message,
}: {
  labels: BookingMessages;
  coupon: string;
  onInput: (code: string) => void;
  onApply: () => void;
  message: string;
}) {
  return (
    <>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <div className="grow">
          <label htmlFor="coupon" className="mb-1 block text-sm font-600 text-ink">
            {labels.couponLabel}
          </label>
          <input
            id="coupon"
            className="input w-full"
            autoComplete="off"
            value={coupon}
            onChange={(e) => onInput(e.currentTarget.value)}
          />
        </div>
        <button type="submit" className="btn-secondary">
          {labels.couponApply}
        </button>
      </form>
      {message ? (
        <p className="text-sm text-ink-soft" role="status">
          {message}
        </p>
      ) : null}
    </>
  );
}

/** Online (the default) or on site. */
export function PaymentChoice({
  labels,
  value: chosen,
  onChange,
}: {
  labels: BookingMessages;
  value: Cart['payment_type'];
  onChange: (value: Cart['payment_type']) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-700 text-ink">{labels.paymentType}</legend>
      {(
        [
          ['ONLINE', labels.payOnline],
          ['ONSITE', labels.payOnsite],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className="flex min-h-11 items-center gap-2">
          <input type="radio" name="payment_type" checked={chosen === value} onChange={() => onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

export type Consent = 'elfogadom' | 'adatvedelmiElfogadom';

/** The consents in page order, for the error summary (each message names its page). */
export const CONSENT_FIELDS = [
  ['elfogadom', 'elfogadom', ''],
  ['adatvedelmiElfogadom', 'adatvedelmiElfogadom', ''],
] as const satisfies readonly SummaryField<Consent>[];

/**
 * The terms and the privacy notice, both required, each with its page under it by name, in a new tab
 * (issue 16 point 4: not a bare arrow, and saying the new tab).
 */
export function Consents({
  lang,
  labels,
  prefix,
  person: p,
  errors,
  onChange,
}: {
  lang: Lang;
  labels: BookingMessages;
  prefix: string;
  person: AppointmentPerson;
  errors: Partial<Record<Consent, string>>;
  onChange: (key: Consent, checked: boolean) => void;
}) {
  return (
    <div className="space-y-3 text-sm">
      {(
        [
          ['elfogadom', labels.consentTerms, labels.termsLink, '/statikus/aszf'],
          ['adatvedelmiElfogadom', labels.consentPrivacy, labels.privacyLink, '/statikus/adatkezelesi-tajekoztato'],
        ] as const
      ).map(([key, label, name, href]) => (
        <CheckboxField
          key={key}
          id={key}
          name={key}
          label={label}
          checked={p[key]}
          onChange={(checked) => onChange(key, checked)}
          error={errors[key]}
          required
          after={
            <NewTabLink lang={lang} href={prefix + href}>
              {name}
            </NewTabLink>
          }
        />
      ))}
    </div>
  );
}

/**
 * The cart's booking waiting for its online payment: a notice until its hold ends, or, when the details
 * shown differ from those it was made from, the choice between paying for it and replacing it.
 */
export function HeldBooking({
  lang,
  labels,
  held,
  booking,
}: {
  lang: Lang;
  labels: BookingMessages;
  held: BookingState;
  booking: Booking;
}) {
  const time = formatInstant(lang, held.hold_expires_at!, 'time');
  if (!booking.changed) {
    return (
      <div data-held-notice="">
        <Notice>{fill(labels.heldNotice, { time })}</Notice>
      </div>
    );
  }
  return (
    <div className="space-y-3" data-held-changed="">
      <Notice tone="error">{fill(labels.heldChanged, { time })}</Notice>
      <button
        type="button"
        className="btn-primary w-full"
        disabled={booking.busy}
        onClick={() => void booking.payHeld()}
      >
        {labels.payHeld}
      </button>
      <button
        type="button"
        className="btn-secondary w-full"
        disabled={booking.busy}
        onClick={() => void booking.replaceHeld()}
        data-replace-held=""
      >
        {labels.replaceHeld}
      </button>
    </div>
  );
}
