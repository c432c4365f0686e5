import { type ReactNode, useRef } from 'react';
import { useRevealed } from '../form/reveal';
import type { BookingMessages } from '../../i18n/bookingMessages';
import type { Lang } from '../../i18n/lang';

/** What every booking step island receives from the server. */
export interface StepProps {
  lang: Lang;
  /** '' for Hungarian, '/en' for English. */
  prefix: string;
  labels: BookingMessages;
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** "1 item chosen", "2 items chosen" (in Hungarian the noun stays singular after a number). */
export const chosenCount = (labels: Pick<BookingMessages, 'chosenCount' | 'chosenCountOne'>, count: number) =>
  fill(count === 1 ? labels.chosenCountOne : labels.chosenCount, { count });

export const minuteToTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The step's bottom bar: back and continue. On a phone it stays at the bottom of the window while the
 * step is in view (issue 25: on the cart step Continue was some 1800 px down), Continue the wide button;
 * as a bottom overlay (src/client/overlays.ts) it is never left covering the focused field or an error.
 * `submit` makes Continue its form's submit button (the basic-data step) instead of calling `next`.
 */
export function StepActions({
  back,
  next,
  nextLabel,
  nextDisabled,
  backLabel,
  submit = false,
  className = '',
}: {
  back?: string;
  backLabel: string;
  next?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  submit?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`step-actions mt-10 flex items-center justify-between gap-3 border-t border-brand-100 pt-6 ${className}`}
      data-bottom-overlay=""
    >
      {back ? (
        <a href={back} className="btn-secondary">
          {backLabel}
        </a>
      ) : (
        <span />
      )}
      {next || submit ? (
        <button
          type={submit ? 'submit' : 'button'}
          className="btn-primary btn-lg grow sm:grow-0"
          onClick={next}
          disabled={nextDisabled}
          data-step-continue=""
        >
          {nextLabel}
        </button>
      ) : null}
    </div>
  );
}

/** A boxed message; `live={false}` where the page's live region says it instead (src/client/announce.ts). */
export function Notice({
  tone = 'info',
  live = true,
  refusal = false,
  children,
}: {
  tone?: 'info' | 'error';
  live?: boolean;
  /** A submit's refusal (the server said no): brought into view and focus when it appears (decision 0053). */
  refusal?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useRevealed(ref, refusal ? (typeof children === 'string' ? children : true) : null);
  return (
    <p
      ref={ref}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      tabIndex={refusal ? -1 : undefined}
      data-refusal={refusal ? '' : undefined}
      className={`rounded-xl p-4 ${tone === 'error' ? 'bg-accent-50 text-accent-700' : 'bg-brand-50 text-ink'}${refusal ? ' scroll-mt-4' : ''}`}
    >
      {children}
    </p>
  );
}
