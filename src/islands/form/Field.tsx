import type { ReactNode } from 'react';
import { NewTabHint } from '../../components/NewTab';
import { formMessages } from '../../i18n/formMessages';
import type { Lang } from '../../i18n/lang';

/**
 * The parts every form on the site is built from, so that each says what it needs and what went wrong
 * the same way (issue 16 point 4, docs/decisions/0044; GOV.UK Design System, "Error message" and
 * "Error summary"): a required field carries `required` and `aria-required` and an asterisk the
 * legend explains; a field's message is tied to it by `aria-describedby`, and the field is
 * `aria-invalid`.
 */

/** The id of a field's message, which its control names in `aria-describedby`. */
export const errorId = (id: string) => `${id}-error`;

/** The ARIA state of a control: invalid and described by its message while it has one. */
export function describedBy(id: string, error: string | undefined, hint?: string) {
  const ids = [error ? errorId(id) : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': ids || undefined };
}

/** What makes a control required, to the browser and to assistive technology. */
export const requiredProps = (required: boolean | undefined) =>
  required ? { required: true, 'aria-required': true as const } : {};

/** The visible asterisk after a required field's label; the control itself says it to a screen reader. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-accent-700">
      *
    </span>
  );
}

/** Above a form with required fields: what the asterisk means. */
export function RequiredLegend({ lang }: { lang: Lang }) {
  return (
    <p className="text-sm text-ink-soft" data-required-legend="">
      <span className="text-accent-700">*</span> {formMessages(lang).requiredLegend}
    </p>
  );
}

/** A field's message, under it. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className="mt-1 text-sm font-600 text-accent-700" data-field-error={id}>
      {error}
    </p>
  ) : null;
}

/** A link that opens in a new tab and says so: an icon to the eye, words to a screen reader. */
export function NewTabLink({ lang, href, children }: { lang: Lang; href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="link" data-new-tab="">
      {children}
      <NewTabHint lang={lang} />
    </a>
  );
}

/** A labelled form control with its error next to it, announced and linked for screen readers. */
export function Field({
  id,
  label,
  error,
  children,
  hint,
  required,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    required?: boolean;
    'aria-required'?: true;
    className: string;
  }) => ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-600 text-ink">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        ...describedBy(id, error, hint),
        ...requiredProps(required),
        className: `input w-full ${error ? 'input-error' : ''}`,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A checkbox with its label beside it, its message under it and, under the label, `after` (a link to
 * what it consents to: outside the label, so that the box's name is the label's sentence alone).
 */
export function CheckboxField({
  id,
  name,
  label,
  checked,
  onChange,
  error,
  required,
  after,
}: {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  required?: boolean;
  after?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-3 text-ink">
        <input
          id={id}
          type="checkbox"
          name={name}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          {...describedBy(id, error)}
          {...requiredProps(required)}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <div className="pl-8">
        {after ? <p className="mt-1">{after}</p> : null}
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}

/** A text input in a Field: the one shape every typed value of the forms takes (its id is `name` unless given). */
export function TextField({
  name,
  id = name,
  label,
  error,
  hint,
  value,
  autoComplete,
  required,
  extra = {},
  onChange,
  onBlur,
}: {
  name: string;
  id?: string;
  label: string;
  error?: string;
  hint?: string;
  value: string;
  autoComplete: string;
  required?: boolean;
  extra?: Record<string, string | number>;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
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
