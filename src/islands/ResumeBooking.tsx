import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { furthestStep, STEP_PATHS } from '../domain/bookingGate';
import { cart, cartItemCount } from './cart/store';

export interface ResumeBookingProps {
  /** '' for Hungarian, '/en' for English: islands get serialisable props, not the request. */
  prefix: string;
  /** '{count}' is replaced by the number of chosen items. */
  title: string;
  action: string;
}

/**
 * On the home page, a returning visitor whose cart holds examinations is offered to continue the
 * booking where it stopped (the furthest unlocked step). The cart lives in the browser, so the server
 * renders nothing and the card appears after mount, keeping hydration consistent.
 */
export function ResumeBooking({ prefix, title, action }: ResumeBookingProps) {
  useSignals();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const count = cartItemCount.value;
  if (!mounted || count === 0) return null;
  const href = prefix + STEP_PATHS[furthestStep({ cart: cart.value })];
  return (
    <div
      className="mt-8 flex max-w-xl flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-4 shadow-md ring-1 ring-brand-100"
      role="region"
      aria-label={title.replace('{count}', String(count))}
      data-resume-booking=""
    >
      <p className="font-600 text-ink">{title.replace('{count}', String(count))}</p>
      <a href={href} className="btn-primary">
        {action}
      </a>
    </div>
  );
}
