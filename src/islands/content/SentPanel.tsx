import { type ReactNode, useEffect, useRef } from 'react';

interface SentPanelProps {
  title: string;
  text: string;
  /** Names the panel for the browser journeys: `data-<form>-done`. */
  form: 'contest' | 'enquiry' | 'resend';
  /** A button that opens an empty form again. */
  again?: { label: string; onClick: () => void };
  children?: ReactNode;
}

/**
 * A form's thank-you in the form's place: a status the screen reader announces, focused when it
 * appears so a keyboard user goes on from there rather than from a button that is gone.
 */
export function SentPanel({ title, text, form, again, children }: SentPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-2xl bg-brand-50 p-6 outline-none"
      {...{ [`data-${form}-done`]: '' }}
    >
      <p className="text-xl font-700 text-brand-800">{title}</p>
      <p className="mt-2 text-ink-soft">{text}</p>
      {again ? (
        <button type="button" className="btn-secondary mt-4" onClick={again.onClick}>
          {again.label}
        </button>
      ) : null}
      {children}
    </div>
  );
}
