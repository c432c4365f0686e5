import { effect, signal } from '@preact/signals-core';
import type { Appointment, PricedItem } from '../../domain/appointment';
import type { AppointmentInvoice, AppointmentPerson } from '../../domain/person';

/**
 * The modify-appointment cart (spec section 3): what a hash-link visitor is changing, apart from the
 * booking cart, in sessionStorage under its own key (personal data: gone with the tab). Reset after a
 * successful change or cancellation.
 */
export interface ManageCart {
  hash: string;
  location: number;
  /** The booking's own id at the laboratory. */
  examination_id: number;
  examinations: PricedItem[];
  parameters: PricedItem[];
  person: AppointmentPerson;
  invoice: AppointmentInvoice;
  coupon: string | null;
  prices: { items_total: number; sampling_fee: number; discount: number; total: number };
  payment_type: Appointment['payment_type'];
  date: string;
  /** Minutes from midnight; 0 means none. */
  time: number;
}

export const MANAGE_STORAGE_KEY = 'manage-cart-v1';

export const manageCart = signal<ManageCart | null>(null);

export function fromAppointment(a: Appointment): ManageCart {
  return {
    hash: a.hash,
    location: a.location_id,
    examination_id: a.id,
    examinations: a.examinations,
    parameters: a.parameters,
    person: a.person,
    invoice: a.invoice,
    coupon: a.coupon_code,
    prices: { items_total: a.items_total, sampling_fee: a.sampling_fee, discount: a.discount, total: a.total },
    payment_type: a.payment_type,
    date: a.date,
    time: a.minute,
  };
}

let stop: (() => void) | null = null;

/** Starts from the stored draft of the same booking, or from the booking as the server answered it. */
export function startManageCart(appointment: Appointment, storage: Storage = sessionStorage): ManageCart {
  if (manageCart.value?.hash === appointment.hash) return manageCart.value;
  let stored: ManageCart | null = null;
  try {
    stored = JSON.parse(storage.getItem(MANAGE_STORAGE_KEY) ?? 'null') as ManageCart | null;
  } catch {
    // A damaged draft is dropped.
  }
  manageCart.value = stored?.hash === appointment.hash ? stored : fromAppointment(appointment);
  stop?.();
  stop = effect(() => {
    if (!manageCart.value) return;
    try {
      storage.setItem(MANAGE_STORAGE_KEY, JSON.stringify(manageCart.value));
    } catch (error) {
      console.error('The changes could not be saved', error);
    }
  });
  return manageCart.value;
}

export function updateManageCart(change: Partial<ManageCart>): void {
  if (manageCart.value) manageCart.value = { ...manageCart.value, ...change };
}

export function resetManageCart(storage: Storage = sessionStorage): void {
  stop?.();
  stop = null;
  manageCart.value = null;
  storage.removeItem(MANAGE_STORAGE_KEY);
}
