import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { furthestStep, isStepOpen, STEP_PATHS, type BookingStep } from '../../domain/bookingGate';
import { cart, startCartStore } from '../cart/store';
import { useMounted } from '../useMounted';
import { effectiveInvoice, person, startPersonStore } from './personStore';

export function gateInput() {
  return { cart: cart.value, person: person.value, invoice: effectiveInvoice() };
}

export function stepHref(prefix: string, step: BookingStep): string {
  return prefix + STEP_PATHS[step];
}

/**
 * Enforces the step's access gate on every entry (spec section 2): a locked step sends the visitor to
 * the furthest unlocked one. Returns whether the step may render; false before mount, since the cart
 * lives in the browser.
 */
export function useStepGate(step: BookingStep, prefix: string, bypass = false): boolean {
  useSignals();
  const mounted = useMounted();
  if (mounted) {
    startCartStore();
    startPersonStore();
  }
  const open = mounted && (bypass || isStepOpen(step, gateInput()));
  useEffect(() => {
    if (mounted && !open) location.replace(stepHref(prefix, furthestStep(gateInput())));
  }, [mounted, open, prefix]);
  return open;
}
