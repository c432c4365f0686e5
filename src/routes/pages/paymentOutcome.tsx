import { Hono } from 'hono';
import { cachedLocations } from '../../backends/lab';
import { DetailsCard } from '../../components/DetailsCard';
import { Island } from '../../components/Island';
import { PageHeader } from '../../components/PageHeader';
import { formatPrice } from '../../domain/prices';
import type { AppEnv, Bindings } from '../../env';
import type { PaymentMessages, PaymentOutcome } from '../../i18n/paymentMessages';
import { fill } from '../../islands/booking/shared';
import { type KnownOutcome, knownOutcome } from '../../services/paymentOutcome';
import { type PageContext, pageContext } from './pageContext';
import { formatDay } from '../../i18n/dates';
import { noStore } from '../../middleware/noStore';

export const paymentOutcomePages = new Hono<AppEnv>();

/** The payment outcome pages of spec section 2; the back URL sends the payer here with the transaction id. */
const OUTCOMES: Record<string, PaymentOutcome> = {
  '/fizetes-sikeres': 'success',
  '/fizetes-sikertelen': 'failure',
  '/fizetes-idotullepes': 'timeout',
  '/fizetes-megszakitott': 'cancelled',
};

/**
 * The success page says what the server knows (issue 11): the booking and the amount only for a payment
 * it knows as paid and kept, the refund for one that came too late, and nothing for anything else (an
 * unknown or unproven transaction id, or one whose IPN has not arrived yet). The other outcomes come
 * from the verified back URL and only say that this attempt did not take money.
 */
async function successView(env: Bindings, page: PageContext, known: KnownOutcome, labels: PaymentMessages) {
  if (known.kind === 'neutral') {
    return { title: labels.neutralTitle, tone: 'neutral' as const, text: labels.neutralText, details: null };
  }
  if (known.kind === 'refunded') {
    const text = fill(labels.refundedText, { amount: formatPrice(known.amount, page.lang) });
    return { title: labels.refundedTitle, tone: 'alert' as const, text, details: null };
  }
  const { appointment, amount } = known;
  const [place] = await cachedLocations(env, { language: page.lang, location_ids: [appointment.location_id] });
  const rows: [string, string][] = [
    [labels.rows.date, formatDay(page.lang, appointment.date, 'weekday')],
    [labels.rows.time, appointment.time],
    [labels.rows.location, place ? `${place.name}, ${place.zip_code} ${place.city}, ${place.address}` : ''],
    [labels.rows.paid, formatPrice(amount, page.lang)],
  ];
  const details = (
    <>
      <DetailsCard id="paid-booking" title={labels.paidBooking} rows={rows} attributes={{ 'data-paid-booking': '' }} />
      <p className="text-ink">{labels.mailOnItsWay}</p>
    </>
  );
  return { title: labels.titles.success, tone: 'status' as const, text: labels.texts.success, details };
}

for (const [path, outcome] of Object.entries(OUTCOMES)) {
  paymentOutcomePages.get(path, noStore(), async (c) => {
    const page = pageContext(c);
    const labels = page.m.payment;
    const transactionId = /^\d{1,20}$/.test(c.req.query('transactionId') ?? '') ? c.req.query('transactionId') : null;
    const view =
      outcome === 'success'
        ? await successView(
            c.env,
            page,
            await knownOutcome(c.env, c.req.query('transactionId'), c.req.query('proof')),
            labels,
          )
        : { title: labels.titles[outcome], tone: 'alert' as const, text: labels.texts[outcome], details: null };
    return c.render(
      <>
        <PageHeader page={page} trail={[{ name: view.title, href: page.href(path) }]} title={view.title} />
        <div className="wrap max-w-3xl space-y-6 py-10" data-payment-outcome={outcome} data-known={view.tone}>
          <p
            role={view.tone === 'alert' ? 'alert' : 'status'}
            className={`rounded-2xl p-5 text-lg ${view.tone === 'alert' ? 'bg-accent-50 text-accent-700' : 'bg-brand-50 text-ink'}`}
          >
            {view.text}
          </p>
          {view.details}
          {transactionId ? (
            <p className="text-ink-soft">
              {labels.transactionId}:{' '}
              <strong className="font-mono text-ink" data-transaction-id="">
                {transactionId}
              </strong>
            </p>
          ) : null}
          <Island
            name="PaymentNextSteps"
            props={{
              prefix: page.lang === 'en' ? '/en' : '',
              retryable: outcome !== 'success',
              labels: {
                retry: labels.retry,
                retrying: labels.retrying,
                retryFailed: labels.retryFailed,
                payOnSite: labels.payOnSite,
                toCart: labels.toCart,
                newBooking: labels.newBooking,
                details: labels.details,
              },
            }}
          />
        </div>
      </>,
      { title: view.title, noindex: true },
    );
  });
}
