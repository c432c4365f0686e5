import { useState } from 'react';
import { call } from '../../client/call';
import { LAST_APPOINTMENT_KEY } from '../booking/keys';
import { useMounted } from '../useMounted';

export interface PaymentNextStepsProps {
  prefix: string;
  retryable: boolean;
  labels: {
    retry: string;
    retrying: string;
    retryFailed: string;
    payOnSite: string;
    toCart: string;
    newBooking: string;
    details: string;
  };
}

/**
 * What to do after a payment outcome: while the booking's hold lasts, try the payment again (a new
 * transaction for the same booking) or pay on site instead (the booking is confirmed at once and the
 * thank-you page shows it); or go back to the cart or the booking's details.
 */
export function PaymentNextSteps({ prefix, retryable, labels }: PaymentNextStepsProps) {
  const mounted = useMounted();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const hash = mounted ? sessionStorage.getItem(LAST_APPOINTMENT_KEY) : null;
  const run = async (action: (booking: string) => Promise<void>) => {
    setState('busy');
    try {
      // Without this tab's booking there is nothing to pay: the buttons' failure message says so.
      if (!hash) throw new Error('No booking was made in this tab');
      await action(hash);
    } catch {
      setState('failed');
    }
  };
  const retry = () =>
    run(async (booking) => {
      const { data } = await call('startPayment', { body: { hash: booking } });
      location.assign(data.paymentUrl);
    });
  const payOnSite = () =>
    run(async (booking) => {
      await call('payOnSite', { body: { hash: booking } }, { showLoading: true });
      location.assign(`${prefix}/idopontfoglalas-koszono`);
    });
  return (
    <div className="space-y-4">
      {state === 'failed' ? (
        <p role="alert" className="rounded-xl bg-accent-50 p-4 text-accent-700">
          {labels.retryFailed}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {retryable && hash && state !== 'failed' ? (
          <>
            <button type="button" className="btn-primary" disabled={state === 'busy'} onClick={() => void retry()}>
              {state === 'busy' ? labels.retrying : labels.retry}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={state === 'busy'}
              onClick={() => void payOnSite()}
              data-pay-on-site=""
            >
              {labels.payOnSite}
            </button>
          </>
        ) : null}
        {hash ? (
          <a href={`${prefix}/idopontfoglalas-koszono`} className={retryable ? 'btn-secondary' : 'btn-primary'}>
            {labels.details}
          </a>
        ) : null}
        {/* Back to the cart step (spec section 2: /idopontfoglalas-kosar), which still holds the examinations. */}
        <a href={`${prefix}${retryable ? '/idopontfoglalas-kosar' : '/idopontfoglalas'}`} className="btn-secondary">
          {retryable ? labels.toCart : labels.newBooking}
        </a>
      </div>
    </div>
  );
}
