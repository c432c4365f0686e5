import { canChange, CHANGE_CUTOFF_HOURS } from '../../domain/cutoff';
import type { Bindings } from '../../env';

import { appointmentsBackend } from './index';
import type { AppointmentsBackend } from './bookingPort';
import { BookingError } from '../../domain/appointment';
import { isLiveBooking } from '../../domain/bookingView';

type LabConfig = Pick<Bindings, 'DB' | 'LAB_BACKEND' | 'LAB_API_URL' | 'LAB_API_KEY' | 'LAB_INSTITUTE_ID'>;

export const TOO_LATE_MESSAGE = `Changes close ${CHANGE_CUTOFF_HOURS} hours before the appointment`;

/**
 * The hash-link rules on top of any appointments backend: a change or a cancellation is refused for a
 * booking that is no longer live and after the cut-off (CHANGE_CUTOFF_HOURS before the start), with
 * BookingError 'not_bookable' (a 422). Unknown hashes stay null (a 404). Capacity is the backend's.
 * A hold still waiting for its online payment may always be cancelled: nothing was paid or promised,
 * and its place is freed sooner than its expiry would (the summary replaces it, docs/decisions/0017).
 */
export function managedAppointments(backend: AppointmentsBackend, now: () => Date = () => new Date()) {
  async function changeable(hash: string, cancelling = false): Promise<boolean> {
    const current = await backend.get(hash);
    if (!current) return false;
    if (!isLiveBooking(current, now())) {
      throw new BookingError('not_bookable', `A booking that is ${current.status} cannot be changed`);
    }
    if (cancelling && current.status === 'held') return true;
    if (!canChange(current.starts_at, now())) throw new BookingError('not_bookable', TOO_LATE_MESSAGE);
    return true;
  }
  const managed: AppointmentsBackend = {
    ...backend,
    update: async (hash, change) => ((await changeable(hash)) ? backend.update(hash, change) : null),
    cancel: async (hash) => ((await changeable(hash, true)) ? backend.cancel(hash) : null),
  };
  return managed;
}

/** The appointments backend LAB_BACKEND names, with the hash-link rules. */
export function manageBackend(env: LabConfig, now?: () => Date): AppointmentsBackend {
  return managedAppointments(appointmentsBackend(env, now), now);
}
