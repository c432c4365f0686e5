import { useState } from 'react';
import { call } from '../../client/call';
import { formatPrice } from '../../domain/prices';
import { fill } from '../booking/shared';
import { Notice } from '../booking/shared';
import { failureMessage, type ManageProps } from './shared';
import { resetManageCart } from './store';

/**
 * /idopont-torles/{hash}: cancelling takes the button and a confirmation (a mail scanner following the
 * link changes nothing); then DELETE, and the page shows the cancelled state.
 */
export function ManageCancel({ lang, prefix, labels, appointment, paid = 0 }: ManageProps & { paid?: number }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'cancelled'>('idle');
  const [error, setError] = useState('');
  const [refunded, setRefunded] = useState(0);
  const amount = (forints: number) => ({ amount: formatPrice(forints, lang) });

  const cancel = async () => {
    setError('');
    try {
      const { data } = await call('cancelBooking', { params: { hash: appointment.hash } }, { showLoading: true });
      resetManageCart();
      setRefunded(data.refunded ?? 0);
      setStep('cancelled');
    } catch (failure) {
      setError(failureMessage(failure, labels, lang));
      setStep('idle');
    }
  };

  if (step === 'cancelled') {
    return (
      <div data-cancelled="">
        <Notice>{labels.cancelled}</Notice>
        {refunded > 0 ? (
          <p className="mt-4 rounded-xl bg-brand-50 p-4 text-ink" data-refund-started="">
            {fill(labels.refundStarted, amount(refunded))}
          </p>
        ) : null}
        <a href={`${prefix}/idopontfoglalas`} className="btn-primary mt-6">
          {labels.newBooking}
        </a>
      </div>
    );
  }
  return (
    <div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {step === 'idle' ? (
        <button type="button" className="btn-primary btn-lg mt-4" onClick={() => setStep('confirm')}>
          {labels.cancelButton}
        </button>
      ) : (
        <div role="group" aria-labelledby="cancel-question" className="card mt-4">
          <p id="cancel-question" className="font-600 text-ink">
            {labels.cancelQuestion}
          </p>
          {paid > 0 ? <p className="mt-2 text-ink">{fill(labels.cancelRefund, amount(paid))}</p> : null}
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={cancel} data-cancel-confirm="">
              {labels.cancelConfirm}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setStep('idle')}>
              {labels.cancelKeep}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
