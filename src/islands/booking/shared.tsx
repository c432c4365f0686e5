import type { ReactNode } from 'react';
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

export const minuteToTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The step's bottom bar: back and continue. */
export function StepActions({
  back,
  next,
  nextLabel,
  nextDisabled,
  backLabel,
}: {
  back?: string;
  backLabel: string;
  next?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
}) {
  return (
    <div className="mt-10 flex flex-col-reverse gap-3 border-t border-brand-100 pt-6 sm:flex-row sm:justify-between">
      {back ? (
        <a href={back} className="btn-secondary">
          {backLabel}
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <button
          type="button"
          className="btn-primary btn-lg"
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
  children,
}: {
  tone?: 'info' | 'error';
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={`rounded-xl p-4 ${tone === 'error' ? 'bg-accent-50 text-accent-700' : 'bg-brand-50 text-ink'}`}
    >
      {children}
    </p>
  );
}
