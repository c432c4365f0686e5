import type { Appointment } from '../../backends/lab/bookingPort';
import { ApiError } from '../../client/http';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';
import type { ManageMessages } from '../../i18n/manageMessages';

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
