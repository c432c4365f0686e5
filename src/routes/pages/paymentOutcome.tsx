import { Hono } from 'hono';
import { Island } from '../../components/Island';
import { PageHeader } from '../../components/PageHeader';
import type { AppEnv } from '../../env';
import type { PaymentOutcome } from '../../i18n/paymentMessages';
import { pageContext } from './pageContext';

export const paymentOutcomePages = new Hono<AppEnv>();

/** The payment outcome pages of spec section 2; the back URL sends the payer here with the transaction id. */
const OUTCOMES: Record<string, PaymentOutcome> = {
  '/fizetes-sikeres': 'success',
  '/fizetes-sikertelen': 'failure',
  '/fizetes-idotullepes': 'timeout',
  '/fizetes-megszakitott': 'cancelled',
};

for (const [path, outcome] of Object.entries(OUTCOMES)) {
  paymentOutcomePages.get(path, (c) => {
    const page = pageContext(c);
    const labels = page.m.payment;
    const transactionId = /^\d{1,20}$/.test(c.req.query('transactionId') ?? '') ? c.req.query('transactionId') : null;
    c.header('Cache-Control', 'no-store');
    return c.render(
      <>
        <PageHeader
          page={page}
          trail={[{ name: labels.titles[outcome], href: page.href(path) }]}
          title={labels.titles[outcome]}
        />
        <div className="wrap max-w-3xl space-y-6 py-10" data-payment-outcome={outcome}>
          <p
            role={outcome === 'success' ? 'status' : 'alert'}
            className={`rounded-2xl p-5 text-lg ${outcome === 'success' ? 'bg-brand-50 text-ink' : 'bg-accent-50 text-accent-700'}`}
          >
            {labels.texts[outcome]}
          </p>
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
      { title: labels.titles[outcome], noindex: true },
    );
  });
}
