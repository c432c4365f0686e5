import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { Appointment } from '../../domain/appointment';
import type { LabLocation } from '../../domain/location';
import type { LabPackage } from '../../domain/catalogue';
import { checkCartBooking, heldBooking } from '../../client/cartBooking';
import { api, ApiError } from '../../client/http';
import { forgetBooking, packageIds, setCoupon, testIds } from '../../domain/cart';
import { validateConsents } from '../../domain/personValidation';
import { formatPrice } from '../../domain/prices';
import { samplingFee } from '../../domain/pricing';
import { cart, updateCart } from '../cart/store';
import { PreparationBox, usePreparation } from './CartStep';
import { stepHref, useStepGate } from './gate';
import { LAST_APPOINTMENT_KEY } from './keys';
import { effectiveInvoice, person } from './personStore';
import { fill, minuteToTime, Notice, type StepProps } from './shared';
import { formatDay, formatInstant } from '../../i18n/dates';

/**
 * One key per booking attempt, kept in the cart until its booking is settled: a retry after a lost
 * answer, a reload or a second tab sends the same request with the same key and gets the same booking
 * (DESIGN.md; docs/decisions/0017). A random UUID: the server wants 128 bits' worth of key.
 */
function idempotencyKey(): string {
  const existing = cart.value.idempotencyKey;
  if (existing) return existing;
  const key = crypto.randomUUID();
  updateCart((current) => ({ ...current, idempotencyKey: key }));
  return key;
}

const APPOINTMENTS = '/api/whitetech/appointments';

/**
 * /idopontfoglalas-osszegzes: items and prices (for display; the server prices the booking), the
 * sampling fee, a coupon, the payment type (ONLINE by default), both consents, then the booking itself.
 * A cart that already made a booking waiting for its online payment never makes a second one: the same
 * request pays for that booking; changed details are refused by the server (idempotency_key_reused) and
 * the visitor chooses between paying for the waiting booking and cancelling it to book the new details.
 */
export function SummaryStep({ lang, prefix, labels }: StepProps) {
  useSignals();
  const open = useStepGate('summary', prefix);
  const c = cart.value;
  const chosenPackages = packageIds(c);
  const chosenTests = testIds(c);
  const preparation = usePreparation(chosenPackages, chosenTests, lang);
  const [location, setLocation] = useState<LabLocation | null>(null);
  const [packages, setPackages] = useState<LabPackage[]>([]);
  const [coupon, setCouponInput] = useState(c.coupon_code);
  const [couponMessage, setCouponMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The cart's waiting booking was made from other details than those shown now. */
  const [changed, setChanged] = useState(false);
  const held = heldBooking.value;

  useEffect(() => {
    if (!open || c.location == null) return;
    api<{ data: LabLocation[] }>('/api/whitetech/web/locations', {
      query: { language: lang, location_ids: c.location },
    })
      .then(({ data }) => setLocation(data[0] ?? null))
      .catch(() => setLocation(null));
    if (chosenPackages.length) {
      api<{ data: LabPackage[] }>('/api/whitetech/web/packages', {
        query: { language: lang, package_ids: chosenPackages.join(',') },
      })
        .then(({ data }) => setPackages(data))
        .catch(() => setPackages([]));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the gate opens
  }, [open]);

  if (!open) return null;
  const items = [...c.examinations.filter((exam) => !exam.locked), ...c.parameters];
  const itemsTotal = items.reduce((total, item) => total + (item.price ?? 0), 0);
  const fee = location
    ? samplingFee(
        location.sampling_fee.map((f) => ({ fee_type: f.type, price: f.price })),
        packages.map((pkg) => ({ id: pkg.id, price: pkg.b2c_price, tags: pkg.tags })),
      ).price
    : 0;
  const total = Math.max(0, itemsTotal + fee - c.discount);
  const p = person.value;
  const consentError = validateConsents(p, lang);

  const applyCoupon = () => {
    const code = coupon.trim();
    if (!code) return;
    api<{ data: { code: string; discount: number; id: number } }>('/api/coupons/validate', {
      method: 'POST',
      body: { code, package_ids: chosenPackages, test_ids: chosenTests, location_id: c.location },
    })
      .then(({ data }) => {
        updateCart((current) => setCoupon(current, data));
        setCouponMessage(fill(labels.couponApplied, { code: data.code }));
      })
      .catch((failure) => {
        updateCart((current) => setCoupon(current));
        setCouponMessage(
          labels.errors[failure instanceof ApiError ? failure.code : 'network'] ?? labels.errors.coupon_invalid!,
        );
      });
  };

  const toPayment = async (hash: string) => {
    // Online payment: on to the gateway; the IPN confirms the booking, the back URL shows the outcome.
    const payment = await api<{ data: { paymentUrl: string } }>('/api/payment/start', {
      method: 'POST',
      body: { hash },
    }).catch(() => null);
    if (payment) return window.location.assign(payment.data.paymentUrl);
    // Not payable now (its hold ran out meanwhile): the check settles the cart, the gate moves on.
    await checkCartBooking();
    window.location.assign(stepHref(prefix, 'thanks'));
  };

  const failed = (failure: unknown) => {
    const code = failure instanceof ApiError ? failure.code : 'network';
    setError(labels.errors[code] ?? labels.errors.network!);
    if (code === 'slot_full' || code === 'slot_unavailable') updateCart((current) => ({ ...current, time: 0 }));
    if (code === 'validation_failed') updateCart((current) => ({ ...current, validated: false }));
    setBusy(false);
  };

  const book = async () => {
    setError('');
    setChanged(false);
    if (Object.keys(consentError).length > 0) return setError(labels.errors.consent!);
    setBusy(true);
    try {
      const { data } = await api<{ data: Appointment }>(`${APPOINTMENTS}/patient_appointment_post`, {
        method: 'POST',
        showLoading: true,
        body: {
          idempotency_key: idempotencyKey(),
          language: lang,
          location_id: c.location,
          date: c.date,
          time: c.time,
          package_ids: chosenPackages,
          test_ids: chosenTests,
          payment_type: c.payment_type,
          coupon_code: c.coupon_code || undefined,
          person: { ...p, language: lang },
          invoice: effectiveInvoice(),
        },
      });
      sessionStorage.setItem(LAST_APPOINTMENT_KEY, data.hash);
      updateCart((current) => ({
        ...current,
        appointmentId: data.id,
        appointmentHash: data.hash,
        sumprice: data.total,
      }));
      if (data.status === 'held') return await toPayment(data.hash);
      // Confirmed (on site, or this cart's booking was paid meanwhile): the thank-you page empties the cart.
      window.location.assign(stepHref(prefix, 'thanks'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'idempotency_key_reused') return reused(failure);
      failed(failure);
    }
  };

  /** The key made a booking from other details: show that booking if it still waits, else start afresh. */
  const reused = async (failure: ApiError) => {
    const booking = await checkCartBooking();
    if (booking && heldBooking.value) {
      setChanged(true);
      return setBusy(false);
    }
    // The cart did not know its booking (an answer lost on the way): its key is spent, the next try gets a new one.
    if (!cart.value.appointmentHash) updateCart(forgetBooking);
    failed(failure);
  };

  const payHeld = async () => {
    if (!held) return;
    setBusy(true);
    await toPayment(held.hash);
  };

  /** Cancels the waiting booking (its slot is freed at once), then books the details shown now. */
  const replaceHeld = async () => {
    if (!held) return;
    setBusy(true);
    try {
      // Paid meanwhile in another tab? Then it is not cancelled: the check empties the cart instead.
      if (!(await checkCartBooking()) || !heldBooking.value) return setBusy(false);
      await api(`${APPOINTMENTS}/patient_appointment_delete/${encodeURIComponent(held.hash)}`, {
        method: 'DELETE',
        showLoading: true,
      });
      heldBooking.value = null;
      updateCart(forgetBooking);
      await book();
    } catch (failure) {
      failed(failure);
    }
  };

  const row = (label: string, value: string, strong = false) => (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-soft">{label}</dt>
      <dd className={strong ? 'text-2xl font-700 text-brand-700' : 'font-600 text-ink'}>{value}</dd>
    </div>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <dl className="card space-y-3" data-summary="">
          {row(labels.appointment, `${formatDay(lang, c.date!, 'weekday')}, ${minuteToTime(c.time)}`)}
          {row(
            labels.location,
            location ? `${location.name} (${location.zip_code} ${location.city}, ${location.address})` : '…',
          )}
          {row(labels.patient, `${p.last_name} ${p.first_name}, ${p.email}`)}
        </dl>
        <ul className="divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100">
          {items.map((item) => {
            const without = packages.find((pkg) => pkg.id === item.id && pkg.price_without_discount > pkg.b2c_price);
            return (
              <li key={item.id} className="flex justify-between gap-4 p-4">
                <span className="text-ink">{item.name}</span>
                <span className="text-right">
                  <span className="block whitespace-nowrap font-600 text-ink">
                    <span className="sr-only">{labels.packagePrice}: </span>
                    {formatPrice(item.price ?? 0, lang)}
                  </span>
                  {without ? (
                    <span className="block whitespace-nowrap text-xs text-ink-muted">
                      {labels.withoutPackage}: <s>{formatPrice(without.price_without_discount, lang)}</s>
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        <PreparationBox preparation={preparation} labels={labels} />
      </div>
      <aside className="card h-fit space-y-5 p-6">
        <dl className="space-y-2">
          {row(labels.itemsTotal, formatPrice(itemsTotal, lang))}
          {row(labels.samplingFee, formatPrice(fee, lang))}
          {c.discount > 0 ? row(labels.discount, `−${formatPrice(c.discount, lang)}`) : null}
          {row(labels.total, formatPrice(total, lang), true)}
        </dl>
        <p className="text-xs text-ink-muted">{labels.displayNote}</p>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            applyCoupon();
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
              onChange={(e) => setCouponInput(e.currentTarget.value)}
            />
          </div>
          <button type="submit" className="btn-secondary">
            {labels.couponApply}
          </button>
        </form>
        {couponMessage ? (
          <p className="text-sm text-ink-soft" role="status">
            {couponMessage}
          </p>
        ) : null}
        <fieldset>
          <legend className="mb-2 font-700 text-ink">{labels.paymentType}</legend>
          {(
            [
              ['ONLINE', labels.payOnline],
              ['ONSITE', labels.payOnsite],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="payment_type"
                checked={c.payment_type === value}
                onChange={() => {
                  updateCart((current) => ({ ...current, payment_type: value }));
                  setChanged(false);
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className="space-y-2">
          {(
            [
              ['elfogadom', labels.consentTerms, '/statikus/aszf'],
              ['adatvedelmiElfogadom', labels.consentPrivacy, '/statikus/adatkezelesi-tajekoztato'],
            ] as const
          ).map(([key, label, href]) => (
            <label key={key} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={p[key]}
                onChange={(e) => (person.value = { ...person.value, [key]: e.currentTarget.checked })}
              />
              <span>
                {label}{' '}
                <a href={prefix + href} target="_blank" rel="noopener" className="underline">
                  ↗
                </a>
              </span>
            </label>
          ))}
        </div>
        {held && changed ? (
          <div className="space-y-3" data-held-changed="">
            <Notice tone="error">
              {fill(labels.heldChanged, { time: formatInstant(lang, held.hold_expires_at!, 'time') })}
            </Notice>
            <button type="button" className="btn-primary w-full" disabled={busy} onClick={() => void payHeld()}>
              {labels.payHeld}
            </button>
            <button
              type="button"
              className="btn-secondary w-full"
              disabled={busy}
              onClick={() => void replaceHeld()}
              data-replace-held=""
            >
              {labels.replaceHeld}
            </button>
          </div>
        ) : held ? (
          <div data-held-notice="">
            <Notice>{fill(labels.heldNotice, { time: formatInstant(lang, held.hold_expires_at!, 'time') })}</Notice>
          </div>
        ) : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        {held && changed ? null : (
          <button
            type="button"
            className="btn-primary btn-lg w-full"
            disabled={busy}
            onClick={() => void book()}
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
