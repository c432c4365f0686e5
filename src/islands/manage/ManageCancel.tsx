import { useState } from 'react';
import { call } from '../../client/call';
import { formatPrice } from '../../domain/prices';
import { fill } from '../booking/shared';
import { Notice } from '../booking/shared';
import { failureMessage, type ManageProps } from './shared';
import { loading } from '../loading';
import { resetManageCart } from './store';

/**
 * /idopont-torles/{hash}: cancelling takes the button and a confirmation (a mail scanner following the
 * link changes nothing); then DELETE, and the page is loaded again: the server shows the cancelled
 * booking and what happens to its money (issue 15 point 6), the same page every link of it shows from
 * now on, so nothing of the live booking (its card, deadline, change links) stays on screen.
 */
export function ManageCancel({ lang, labels, appointment, paid = 0 }: ManageProps & { paid?: number }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'cancelled'>('idle');
  const [error, setError] = useState('');
  const amount = (forints: number) => ({ amount: formatPrice(forints, lang) });

  const cancel = async () => {
    setError('');
    try {
      await call('cancelBooking', { params: { hash: appointment.hash } }, { showLoading: true });
      resetManageCart();
      setStep('cancelled');
      // The overlay stays until the cancelled page replaces this one.
      loading.value = true;
      location.reload();
    } catch (failure) {
      setError(failureMessage(failure, labels, lang));
      setStep('idle');
    }
  };

  if (step === 'cancelled') {
    return (
      <div data-cancelled="">
        <Notice>{labels.cancelled}</Notice>
      </div>
    );
  }
  return (
    <div>
      {error ? (
        <Notice tone="error" refusal>
          {error}
        </Notice>
      ) : null}
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
