import type { ReactNode } from 'react';

/** A labelled form control with its error next to it, announced and linked for screen readers. */
export function Field({
  id,
  label,
  error,
  children,
  hint,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-600 text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: `input w-full ${error ? 'input-error' : ''}`,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-600 text-accent-700" data-field-error={id}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A text input in a Field: the one shape every typed value of the forms takes. */
export function TextField({
  name,
  label,
  error,
  value,
  autoComplete,
  extra = {},
  onChange,
  onBlur,
}: {
  name: string;
  label: string;
  error?: string;
  value: string;
  autoComplete: string;
  extra?: Record<string, string>;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <Field id={name} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          {...extra}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
