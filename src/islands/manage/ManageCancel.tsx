import { useState } from 'react';
import { api } from '../../client/http';
import { Notice } from '../booking/shared';
import { APPOINTMENTS_API, failureMessage, type ManageProps } from './shared';
import { resetManageCart } from './store';

/**
 * /idopont-torles/{hash}: cancelling takes the button and a confirmation (a mail scanner following the
 * link changes nothing); then DELETE, and the page shows the cancelled state.
 */
export function ManageCancel({ prefix, labels, appointment }: ManageProps) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'cancelled'>('idle');
  const [error, setError] = useState('');

  const cancel = async () => {
    setError('');
    try {
      await api(`${APPOINTMENTS_API}/patient_appointment_delete/${appointment.hash}`, {
        method: 'DELETE',
        showLoading: true,
      });
      resetManageCart();
      setStep('cancelled');
    } catch (failure) {
      setError(failureMessage(failure, labels));
      setStep('idle');
    }
  };

  if (step === 'cancelled') {
    return (
      <div data-cancelled="">
        <Notice>{labels.cancelled}</Notice>
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
