import { useEffect, useRef, useState } from 'react';
import { call } from '../../client/call';
import { ApiError } from '../../client/http';
import { isValidEmail } from '../../domain/email';
import type { ContestLabels } from '../../i18n/contentPagesMessages';
import { SentPanel } from './SentPanel';

/**
 * The contest subscription form of an event page (spec sections 2 and 7): lastName, firstName, email,
 * visited_before and maldiv, posted with the event's formId to POST /api/contest/subscribe. Errors
 * show next to their fields or above the button; what was typed is kept; success replaces the form
 * with a confirmation.
 */
export interface ContestFormProps {
  lang: 'hu' | 'en';
  formId: string;
  privacyHref: string;
  labels: ContestLabels;
}

type Field = 'lastName' | 'firstName' | 'email' | 'consent';
type Errors = Partial<Record<Field, string>>;

/** The API's own name rule (src/routes/api/contest.ts), so the browser says the same before sending. */
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

function check(
  values: { lastName: string; firstName: string; email: string; consent: boolean },
  labels: ContestLabels,
) {
  const errors: Errors = {};
  for (const field of ['lastName', 'firstName'] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = labels.required;
    else if (value.length > 100 || !NAME.test(value.normalize('NFC'))) errors[field] = labels.invalidName;
  }
  if (!values.email.trim()) errors.email = labels.required;
  else if (!isValidEmail(values.email)) errors.email = labels.invalidEmail;
  if (!values.consent) errors.consent = labels.consentRequired;
  return errors;
}

/** A 400 invalid_body names the field first ('email: not an e-mail address'). */
/** A checkbox as the contest call sends it (spec: 'true' / 'false'). */
const yesNo = (checked: boolean) => (checked ? 'true' : 'false');

function fieldError(message: string, labels: ContestLabels): Errors {
  const [field = '', reason = ''] = message.split(/:\s*/, 2);
  const text = reason.startsWith('required')
    ? labels.required
    : field === 'email'
      ? labels.invalidEmail
      : labels.invalidName;
  return field === 'lastName' || field === 'firstName' || field === 'email' ? { [field]: text } : {};
}

export function ContestForm({ lang, formId, privacyHref, labels }: ContestFormProps) {
  const [lastName, setLastName] = useState('');
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [visitedBefore, setVisitedBefore] = useState(false);
  const [maldiv, setMaldiv] = useState(false);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (done) return <SentPanel title={labels.success} text={labels.successText} form="contest" />;

  const input = (field: Exclude<Field, 'consent'>) => ({
    id: `contest-${field}`,
    name: field,
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? `contest-${field}-error` : undefined,
    className: `input w-full ${errors[field] ? 'border-accent-600' : ''}`,
  });
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`contest-${field}-error`} className="mt-1 text-sm font-600 text-accent-700" data-field-error={field}>
        {errors[field]}
      </p>
    ) : null;
  const label = (field: Field, text: string) => (
    <label htmlFor={`contest-${field}`} className="mb-1 block text-sm font-600 text-ink">
      {text}
    </label>
  );

  const submit = async () => {
    const found = check({ lastName, firstName, email, consent }, labels);
    setErrors(found);
    setNotice('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await call('subscribeContest', {
        body: {
          formId,
          lastName: lastName.trim(),
          firstName: firstName.trim(),
          email: email.trim(),
          visited_before: yesNo(visitedBefore),
          maldiv: yesNo(maldiv),
          consent: yesNo(consent),
          language: lang,
        },
      });
      setDone(true);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'failed';
      if (code === 'invalid_body' && failure instanceof ApiError) setErrors(fieldError(failure.message, labels));
      setNotice(labels.errors[code as keyof ContestLabels['errors']] ?? labels.errors.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      data-contest-form={formId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label('lastName', labels.lastName)}
          <input
            {...input('lastName')}
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
          {error('lastName')}
        </div>
        <div>
          {label('firstName', labels.firstName)}
          <input
            {...input('firstName')}
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          {error('firstName')}
        </div>
      </div>
      <div>
        {label('email', labels.email)}
        <input
          {...input('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error('email')}
      </div>
      <fieldset className="space-y-3">
        <label className="flex items-start gap-3 text-ink">
          <input
            type="checkbox"
            name="visited_before"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            checked={visitedBefore}
            onChange={(event) => setVisitedBefore(event.target.checked)}
          />
          <span>{labels.visitedBefore}</span>
        </label>
        <label className="flex items-start gap-3 text-ink">
          <input
            type="checkbox"
            name="maldiv"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            checked={maldiv}
            onChange={(event) => setMaldiv(event.target.checked)}
          />
          <span>{labels.maldiv}</span>
        </label>
        <div>
          <label className="flex items-start gap-3 text-ink">
            <input
              id="contest-consent"
              type="checkbox"
              name="consent"
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? 'contest-consent-error' : undefined}
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <span>
              {labels.consent}{' '}
              <a href={privacyHref} className="link" target="_blank" rel="noopener">
                {labels.consentLink}
              </a>
              .
            </span>
          </label>
          {error('consent')}
        </div>
      </fieldset>
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl bg-accent-50 p-4 text-accent-700 outline-none"
        >
          {notice}
        </p>
      ) : null}
      <button type="submit" className="btn-primary btn-lg w-full sm:w-auto" disabled={busy} aria-busy={busy}>
        {busy ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
