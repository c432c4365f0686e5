import { useEffect, useRef, useState } from 'react';
import type { Appointment } from '../../domain/appointment';
import { call } from '../../client/call';
import { ApiError } from '../../client/http';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import type { FamilyMoveMessages } from '../../i18n/familyMoveMessages';
import type { ManageMessages } from '../../i18n/manageMessages';
import { formatInstant } from '../../i18n/dates';
import { fill, Notice } from '../booking/shared';
import { resetManageCart } from './store';

/** What every hash-link island receives from the server. */
export interface ManageProps {
  lang: Lang;
  /** '' for Hungarian, '/en' for English. */
  prefix: string;
  labels: ManageMessages;
  booking: BookingMessages;
  appointment: Appointment;
  /** A family booking's texts (docs/decisions/0055); absent for a booking of one person. */
  family?: FamilyMoveMessages;
}

/**
 * The message for a refused change: a taken slot, the cut-off, too many changes (a 429, with the
 * Budapest clock time its Retry-After ends; src/services/linkLimits.ts), anything else.
 */
export function failureMessage(error: unknown, labels: ManageMessages, lang: Lang, now = Date.now()): string {
  if (!(error instanceof ApiError)) return labels.failed;
  if (error.code === 'slot_full' || error.code === 'slot_unavailable') return labels.slotFull;
  if (error.code === 'not_bookable') return labels.tooLate;
  if (error.status === 429 && error.retryAfter) {
    const until = new Date(now + error.retryAfter * 1000).toISOString();
    return fill(labels.tooManyChanges, { time: formatInstant(lang, until, 'time') });
  }
  return labels.failed;
}

/**
 * The availability query of a booking's examinations at a location, moving that booking: the places it
 * gives up count as free, so a move ten minutes later is offered (docs/decisions/0055).
 */
export const availabilityQuery = (appointment: Appointment, location_id: number) => ({
  location_id,
  package_ids: appointment.examinations.map((item) => item.id).join(',') || undefined,
  test_ids: appointment.parameters.map((item) => item.id).join(',') || undefined,
  moving: appointment.hash,
});

/**
 * Saving a new time (and location): PUT the change, then the thank-you page. A refusal keeps the
 * booking as it was, shows why, and bumps `attempt` so the time picker reloads without the taken time.
 */
export function useMoveSubmit(appointment: Appointment, lang: Lang, prefix: string, labels: ManageMessages) {
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const submit = async (change: { location_id?: number; date: string; time: number; everyone?: boolean }) => {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      const answer = await call(
        'changeBooking',
        { params: { hash: appointment.hash }, body: change },
        { showLoading: true },
      );
      // The booking's own place chosen again: nothing was written or mailed, so no thank-you page.
      if (answer.unchanged) {
        setNotice(labels.unchanged);
        setBusy(false);
        return true;
      }
      resetManageCart();
      // Each thank-you page says what happened: a new location, or a new time (issue 25).
      const thanks = change.location_id === undefined ? '/idopontmodositas-koszono' : '/helyszinmodositas-koszono';
      location.assign(`${prefix}${thanks}/${appointment.hash}`);
      return true;
    } catch (failure) {
      setError(failureMessage(failure, labels, lang));
      setAttempt((count) => count + 1);
      setBusy(false);
      return false;
    }
  };
  const clear = () => {
    setError('');
    setNotice('');
  };
  return { error, notice, attempt, busy, submit, clearError: clear };
}

/**
 * The bar under a picker or form with its one submit; disabled until there is something to save.
 * `notice` (a save that changed nothing) and `error` show right above the button, where the visitor's
 * eyes are after saving, even at the end of a long form on a phone.
 */
export function SaveBar({
  label,
  disabled,
  onSave,
  notice = '',
  error = '',
  submit = false,
}: {
  label: string;
  disabled?: boolean;
  onSave?: () => void;
  notice?: string;
  error?: string;
  /** A form's submit button instead of a button with its own click handler. */
  submit?: boolean;
}) {
  const bar = useRef<HTMLDivElement>(null);
  // The message pushes the button down; keep the message and the button on screen together.
  useEffect(() => {
    if (notice || error) bar.current?.scrollIntoView({ block: 'nearest' });
  }, [notice, error]);
  return (
    <div ref={bar} className="mt-10 scroll-mt-24 border-t border-brand-100 pt-6">
      {notice ? (
        <div className="mb-6" data-manage-unchanged="">
          <Notice>{notice}</Notice>
        </div>
      ) : null}
      {error ? (
        <div className="mb-6">
          <Notice tone="error" refusal>
            {error}
          </Notice>
        </div>
      ) : null}
      <div className="flex justify-end">
        <button
          type={submit ? 'submit' : 'button'}
          className="btn-primary btn-lg"
          disabled={disabled}
          onClick={onSave}
          data-manage-save=""
        >
          {label}
        </button>
      </div>
    </div>
  );
}
