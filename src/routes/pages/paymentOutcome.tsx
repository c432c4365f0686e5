import { Hono } from 'hono';
import { Island } from '../../components/Island';
import { PageHeader } from '../../components/PageHeader';
import { isLiveBooking } from '../../domain/bookingView';
import { formatPrice } from '../../domain/prices';
import type { AppEnv, Bindings } from '../../env';
import { formatInstant } from '../../i18n/dates';
import { INVOICE_MESSAGES } from '../../i18n/invoiceMessages';
import { moneyMessages } from '../../i18n/moneyMessages';
import type { PaymentMessages, PaymentOutcome } from '../../i18n/paymentMessages';
import { PreparationBox } from '../../islands/booking/CartStep';
import { PartyMembers } from '../../islands/booking/party/PartyBooked';
import { fill } from '../../islands/booking/shared';
import { BookedActions, BookedHero, Directions, MoneyCard } from '../../islands/booking/thanks/booked';
import { BookingFacts } from '../../islands/booking/thanks/parts';
import { type BookingMailInput, loadBookingMailInput } from '../../mail/bookingMails';
import { cachedLocations } from '../../backends/lab';
import { preparationOf } from '../../domain/preparation';
import { noStore } from '../../middleware/noStore';
import { type KnownOutcome, knownOutcome, unpaidBooking } from '../../services/paymentOutcome';
import { type PageContext, pageContext } from './pageContext';

export const paymentOutcomePages = new Hono<AppEnv>();

/** The payment outcome pages of spec section 2; the back URL sends the payer here with the transaction id. */
const OUTCOMES: Record<string, PaymentOutcome> = {
  '/fizetes-sikeres': 'success',
  '/fizetes-sikertelen': 'failure',
  '/fizetes-idotullepes': 'timeout',
  '/fizetes-megszakitott': 'cancelled',
};

/**
 * The success page says what the server knows (issue 11): the booking only for a payment it knows as
 * paid and kept — then as the thank-you page does (issue 25): the checkmark hero with the reference, who,
 * when and where, every money line, each person's preparation, directions, the calendar file and the
 * manage links — the refund for one that came too late, and nothing for anything else (an unknown or
 * unproven transaction id, or one whose IPN has not arrived yet).
 */
async function successView(env: Bindings, page: PageContext, known: KnownOutcome, labels: PaymentMessages) {
  if (known.kind === 'neutral') {
    return { title: labels.neutralTitle, tone: 'neutral' as const, text: labels.neutralText, details: null };
  }
  if (known.kind === 'refunded') {
    const text = fill(labels.refundedText, { amount: formatPrice(known.amount, page.lang) });
    return { title: labels.refundedTitle, tone: 'alert' as const, text, details: null };
  }
  const { appointment } = known;
  const b = page.m.booking;
  const prefix = page.lang === 'en' ? '/en' : '';
  // The others of a family booking, each with their own preparation (decision 0048).
  const others = (appointment.party?.members ?? []).filter((member) => member.hash !== appointment.hash);
  const [[place], booker, ...rest] = await Promise.all([
    cachedLocations(env, { language: page.lang, location_ids: [appointment.location_id] }),
    ...[appointment, ...others].map((person) => loadBookingMailInput(env, person)),
  ]);
  const details = (
    <div className="space-y-6" data-paid-booking="">
      <BookedHero lang={page.lang} labels={b} booking={appointment} />
      <BookingFacts lang={page.lang} labels={b} appointment={appointment} place={place ?? null} />
      <MoneyCard lang={page.lang} booking={appointment} />
      <PreparationBox preparation={preparationOf((booker as BookingMailInput).preparation)} labels={b} />
      <PartyMembers
        lang={page.lang}
        labels={b}
        others={others}
        preparations={(rest as BookingMailInput[]).map((input) => preparationOf(input.preparation))}
      />
      {place ? <Directions lang={page.lang} labels={b} prefix={prefix} place={place} /> : null}
      <p className="text-ink">{labels.mailOnItsWay}</p>
      <p className="text-ink" data-invoice-on-its-way="">
        {INVOICE_MESSAGES[page.lang].successLine}
      </p>
      <BookedActions labels={b} prefix={prefix} booking={appointment} />
    </div>
  );
  return { title: labels.titles.success, tone: 'status' as const, text: labels.texts.success, details };
}

/**
 * A payment that did not go through (issue 25): whether the place is still held and until when (Budapest
 * time), the amount and the booking's reference, for the payer only (the back URL's proof).
 */
async function unpaidView(env: Bindings, page: PageContext, query: { transactionId?: string; proof?: string }) {
  const unpaid = await unpaidBooking(env, query.transactionId, query.proof);
  if (!unpaid) return null;
  const labels = page.m.payment;
  const { appointment, amount } = unpaid;
  const until = appointment.hold_expires_at;
  const held = appointment.status === 'held' && !!until && isLiveBooking(appointment, new Date());
  const rows: [string, string][] = [
    [moneyMessages(page.lang).reference, appointment.reference],
    [labels.amountDue, formatPrice(amount, page.lang)],
  ];
  return (
    <div className="card space-y-3" data-unpaid-booking={held ? 'held' : 'lapsed'}>
      <p className="font-600 text-ink" data-held-until="">
        {held
          ? fill(labels.stillHeld, {
              until: `${formatInstant(page.lang, until!, 'full')} ${formatInstant(page.lang, until!, 'time')}`,
            })
          : labels.noLongerHeld}
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-600 text-ink" data-amount={label === labels.amountDue ? '' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

for (const [path, outcome] of Object.entries(OUTCOMES)) {
  paymentOutcomePages.get(path, noStore(), async (c) => {
    const page = pageContext(c);
    const labels = page.m.payment;
    const query = { transactionId: c.req.query('transactionId'), proof: c.req.query('proof') };
    const transactionId = /^\d{1,20}$/.test(query.transactionId ?? '') ? query.transactionId : null;
    const view =
      outcome === 'success'
        ? await successView(c.env, page, await knownOutcome(c.env, query.transactionId, query.proof), labels)
        : {
            title: labels.titles[outcome],
            tone: 'alert' as const,
            text: labels.texts[outcome],
            details: await unpaidView(c.env, page, query),
          };
    const paid = outcome === 'success' && view.tone === 'status';
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
          {/* The payment's own id, as the gateway's rules ask the result page to show it; the booking's is its reference. */}
          {transactionId ? (
            <p className="text-sm text-ink-soft">
              {labels.transactionId}:{' '}
              <span className="font-mono text-ink" data-transaction-id="">
                {transactionId}
              </span>
            </p>
          ) : null}
          {paid ? null : (
            // The page's actions (pay again, pay on site): due at once, though the held booking's card can
            // push them below a phone's first screen (decision 0035).
            <Island
              name="PaymentNextSteps"
              hydrate="load"
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
          )}
        </div>
      </>,
      { title: view.title, noindex: true },
    );
  });
}
