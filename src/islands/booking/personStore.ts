import { effect, signal } from '@preact/signals-core';
import {
  type AppointmentInvoice,
  type AppointmentPerson,
  emptyInvoice,
  emptyPerson,
  INVOICE_TYPE_PRIVATE,
  invoiceFromPerson,
} from '../../domain/person';

/**
 * The patient's and the invoice's details while booking. Kept in sessionStorage: they survive a reload
 * and a failed submit, but not the closing of the tab, since they are health-related personal data
 * (DESIGN.md: collect the minimum).
 */
export const PERSON_STORAGE_KEY = 'booking-person-v1';

export const person = signal<AppointmentPerson>(emptyPerson());
export const invoice = signal<AppointmentInvoice>(emptyInvoice());
/** The invoice goes to the patient (name and address copied) unless the visitor says otherwise. */
export const invoiceToPatient = signal(true);

let started = false;

export function startPersonStore(storage: Storage = sessionStorage): void {
  if (started) return;
  started = true;
  try {
    const stored = JSON.parse(storage.getItem(PERSON_STORAGE_KEY) ?? 'null') as {
      person?: Partial<AppointmentPerson>;
      invoice?: Partial<AppointmentInvoice>;
      invoiceToPatient?: boolean;
    } | null;
    if (stored) {
      person.value = { ...emptyPerson(), ...stored.person };
      invoice.value = { ...emptyInvoice(), ...stored.invoice };
      invoiceToPatient.value = stored.invoiceToPatient ?? true;
    }
  } catch {
    // A damaged draft is dropped; the form starts empty.
  }
  effect(() => {
    const draft = { person: person.value, invoice: invoice.value, invoiceToPatient: invoiceToPatient.value };
    try {
      storage.setItem(PERSON_STORAGE_KEY, JSON.stringify(draft));
    } catch (error) {
      console.error('The booking details could not be saved', error);
    }
  });
}

/** The invoice as it will be sent: copied from the patient when it goes to the patient. */
export function effectiveInvoice(): AppointmentInvoice {
  if (!invoiceToPatient.value || invoice.value.invoice_type !== INVOICE_TYPE_PRIVATE) return invoice.value;
  return invoiceFromPerson(person.value, invoice.value);
}

export function resetPerson(): void {
  person.value = emptyPerson();
  invoice.value = emptyInvoice();
  invoiceToPatient.value = true;
}
