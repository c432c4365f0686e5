import type { Cart } from './cart';

/**
 * The one place that knows the booking steps, their routes and their access gates (spec section 2,
 * Booking flow). Person and invoice data live outside the cart, so they are passed in.
 */
export type BookingStep = 'start' | 'cart' | 'location' | 'time' | 'basicData' | 'summary' | 'thanks';

export const STEP_PATHS: Record<BookingStep, string> = {
  start: '/idopontfoglalas',
  cart: '/idopontfoglalas-kosar',
  location: '/idopontfoglalas-helyszinvalasztas',
  time: '/idopontfoglalas-idopontvalasztas',
  basicData: '/idopontfoglalas-alapadatok',
  summary: '/idopontfoglalas-osszegzes',
  thanks: '/idopontfoglalas-koszono',
};

export interface GatePerson {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
  birth?: string;
  gender?: number;
  elfogadom?: boolean;
  adatvedelmiElfogadom?: boolean;
}

export interface GateInvoice {
  invoice_type?: number;
  invoice_name?: string;
  invoice_address?: string;
  invoice_zipcode?: string;
  invoice_city?: string;
}

export interface GateInput {
  cart: Cart;
  person?: GatePerson;
  invoice?: GateInvoice;
}

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null);

export function isStepOpen(step: BookingStep, { cart, person = {}, invoice = {} }: GateInput): boolean {
  // A family booking's other people each need an examination of their own too (docs/decisions/0048).
  const examinations =
    cart.examinations.length > 0 &&
    cart.people.every((other) => other.examinations.length + other.parameters.length > 0);
  const location = examinations && cart.location != null;
  const dateTime = location && filled(cart.date) && cart.time !== 0;
  const summary =
    dateTime &&
    cart.validated &&
    [person.first_name, person.last_name, person.email, person.phone_number, person.birth].every(filled);
  switch (step) {
    case 'start':
    case 'cart':
      return true;
    case 'location':
      return examinations;
    case 'time':
      return location;
    case 'basicData':
      return dateTime;
    case 'summary':
      return summary;
    case 'thanks':
      return (
        summary &&
        person.elfogadom === true &&
        person.adatvedelmiElfogadom === true &&
        (person.gender ?? 0) > 0 &&
        [
          invoice.invoice_type,
          invoice.invoice_name,
          invoice.invoice_address,
          invoice.invoice_zipcode,
          invoice.invoice_city,
        ].every(filled)
      );
  }
}

/**
 * Where the cart icon and the appointment button lead: the furthest unlocked step, checked in the
 * order summary, basic data, time, location; then the cart if it holds examinations, else the start.
 */
export function furthestStep(input: GateInput): BookingStep {
  for (const step of ['summary', 'basicData', 'time', 'location'] as const) {
    if (isStepOpen(step, input)) return step;
  }
  return input.cart.examinations.length > 0 ? 'cart' : 'start';
}
