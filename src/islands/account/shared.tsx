import { useState } from 'react';
import { ApiError } from '../../client/http';
import type { AccountMessages } from '../../i18n/accountMessages';
import type { Lang } from '../../i18n/lang';
import { Field } from '../form/Field';
import { formatInstant } from '../../i18n/dates';

/** What every account island receives from the server. */
export interface AccountProps {
  lang: Lang;
  /** '' for Hungarian, '/en' for English. */
  prefix: string;
  labels: AccountMessages;
}

/**
 * The translated message for a refusal's stable code; a 429 names the clock time from which to try
 * again (issue 12 point 4), from its Retry-After seconds. The islands' calls and the account pages'
 * own form posts (src/routes/pages/account.tsx) word refusals the same way.
 */
export function refusalText(
  code: string,
  retryAfter: number | undefined,
  labels: AccountMessages,
  lang: Lang,
  now = Date.now(),
): string {
  if (code === 'too_many_attempts' && retryAfter) {
    // Budapest time, as every time on the site.
    const time = formatInstant(lang, now + retryAfter * 1000, 'time');
    return labels.tryAgainAt.replace('{time}', time);
  }
  return labels.errors[code as keyof AccountMessages['errors']] ?? labels.errors.failed;
}

/** The translated message for a refused call, by the API's stable code (refusalText). */
export function errorText(error: unknown, labels: AccountMessages, lang: Lang, now = Date.now()): string {
  if (!(error instanceof ApiError)) return refusalText('failed', undefined, labels, lang, now);
  return refusalText(error.code, error.retryAfter, labels, lang, now);
}

/**
 * A refused call's message for the notice above the form; a password the server will not take is the
 * password field's message instead (`weakPassword` shows it there), as the browser's own check would.
 */
export function refusal(
  failure: unknown,
  labels: AccountMessages,
  lang: Lang,
  weakPassword: (message: string) => void,
): string {
  if (!(failure instanceof ApiError && failure.code === 'weak_password')) return errorText(failure, labels, lang);
  weakPassword(labels.errors.weak_password);
  return '';
}

/** A new password as the server's first rule sees it (src/auth/password.ts, PASSWORD_MIN_LENGTH 10). */
export function checkNewPassword(value: string, labels: AccountMessages): string | undefined {
  if (!value) return labels.required;
  return value.length < 10 ? labels.errors.weak_password : undefined;
}

/**
 * A password input with its own show/hide switch, required wherever it is asked. A 'new' one autofills
 * as `new-password` and states the rules; a 'current' one autofills as `current-password`.
 */
export function PasswordField({
  id,
  kind,
  labels,
  value,
  onChange,
  error,
  label,
}: {
  id: string;
  kind: 'current' | 'new';
  labels: AccountMessages;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Defaults to 'Current password' or 'New password'. */
  label?: string;
}) {
  const [shown, setShown] = useState(false);
  const isNew = kind === 'new';
  return (
    <Field
      id={id}
      label={label ?? (isNew ? labels.newPassword : labels.currentPassword)}
      error={error}
      hint={isNew ? labels.passwordHint : undefined}
      required
    >
      {(control) => (
        <div className="flex gap-2">
          <input
            {...control}
            name={id}
            type={shown ? 'text' : 'password'}
            autoComplete={isNew ? 'new-password' : 'current-password'}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
          <button
            type="button"
            className="btn-secondary shrink-0"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown(!shown)}
          >
            {labels.show}
            <span className="sr-only">{labels.showWhat}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

/** An e-mail input (required, checked as an address). */
export function EmailField({
  value,
  onChange,
  error,
  labels,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  labels: AccountMessages;
}) {
  return (
    <Field id="email" label={labels.email} error={error} required>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** A submit with a pending state: the form's one action. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (action: () => Promise<void>, onError: (error: unknown) => string) => {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(onError(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** A same-site path to go to after login; anything else becomes the overview. */
export function safeNext(next: string | null | undefined, prefix: string): string {
  return next && /^\/(?!\/)[\w\-./?=&%]*$/.test(next) ? next : `${prefix}/sajat`;
}
