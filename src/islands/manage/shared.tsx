import { useState } from 'react';
import type { Appointment } from '../../domain/appointment';
import { api, ApiError } from '../../client/http';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import type { ManageMessages } from '../../i18n/manageMessages';
import { resetManageCart } from './store';

/** What every hash-link island receives from the server. */
export interface ManageProps {
  lang: Lang;
  /** '' for Hungarian, '/en' for English. */
  prefix: string;
  labels: ManageMessages;
  booking: BookingMessages;
  appointment: Appointment;
}

export const APPOINTMENTS_API = '/api/whitetech/appointments';

/** The message for a refused change: a taken slot, the cut-off, anything else. */
export function failureMessage(error: unknown, labels: ManageMessages): string {
  if (error instanceof ApiError && (error.code === 'slot_full' || error.code === 'slot_unavailable'))
    return labels.slotFull;
  if (error instanceof ApiError && error.code === 'not_bookable') return labels.tooLate;
  return labels.failed;
}

/** The availability query of a booking's examinations at a location. */
export const availabilityQuery = (appointment: Appointment, location_id: number) => ({
  location_id,
  package_ids: appointment.examinations.map((item) => item.id).join(',') || undefined,
  test_ids: appointment.parameters.map((item) => item.id).join(',') || undefined,
});

/**
 * Saving a new time (and location): PUT the change, then the thank-you page. A refusal keeps the
 * booking as it was, shows why, and bumps `attempt` so the time picker reloads without the taken time.
 */
export function useMoveSubmit(appointment: Appointment, prefix: string, labels: ManageMessages) {
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const submit = async (change: { location_id?: number; date: string; time: number }) => {
    setBusy(true);
    setError('');
    try {
      await api(`${APPOINTMENTS_API}/patient_appointment_put/${appointment.hash}`, {
        method: 'PUT',
        body: change,
        showLoading: true,
      });
      resetManageCart();
      location.assign(`${prefix}/idopontmodositas-koszono/${appointment.hash}`);
      return true;
    } catch (failure) {
      setError(failureMessage(failure, labels));
      setAttempt((count) => count + 1);
      setBusy(false);
      return false;
    }
  };
  return { error, attempt, busy, submit, clearError: () => setError('') };
}

/** The bar under a picker with its one submit; disabled until there is something to save. */
export function SaveBar({ label, disabled, onSave }: { label: string; disabled: boolean; onSave: () => void }) {
  return (
    <div className="mt-10 flex justify-end border-t border-brand-100 pt-6">
      <button type="button" className="btn-primary btn-lg" disabled={disabled} onClick={onSave} data-manage-save="">
        {label}
      </button>
    </div>
  );
}
