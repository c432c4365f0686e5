import { useState } from 'react';
import { call } from '../../client/call';
import { ApiError } from '../../client/http';
import type { CallBody } from '../../domain/api';
import { isValidEmail } from '../../domain/email';
import { HIDDEN_CHARACTERS_REASON, isVisibleText } from '../../domain/visibleText';
import type { ContestLabels } from '../../i18n/contentPagesMessages';
import { ErrorSummary } from '../form/ErrorSummary';
import { CheckboxField, NewTabLink, RequiredLegend, TextField } from '../form/Field';
import { type Errors, useCheckedForm } from '../form/useFormErrors';
import { SentPanel } from './SentPanel';
import { Notice } from '../booking/shared';

/**
 * The contest subscription form of an event page (spec sections 2 and 7): lastName, firstName, email,
 * visited_before and maldiv, posted with the event's formId to POST /api/contest/subscribe. Problems
 * show the way every form shows them (src/islands/form): by their fields, summarised above the form,
 * the first focused; a refusal shows above the button; what was typed is kept; success replaces the
 * form with a confirmation.
 */
export interface ContestFormProps {
  lang: 'hu' | 'en';
  formId: string;
  privacyHref: string;
  labels: ContestLabels;
}

type ContestField = 'lastName' | 'firstName' | 'email' | 'consent';
const FIELDS: readonly ContestField[] = ['lastName', 'firstName', 'email', 'consent'];
const NO_VALUES = { lastName: '', firstName: '', email: '', visitedBefore: false, maldiv: false, consent: false };

/** The API's own name rule (src/routes/api/contest.ts), so the browser says the same before sending. */
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

function check(values: typeof NO_VALUES, labels: ContestLabels) {
  const errors: Errors<ContestField> = {};
  for (const field of ['lastName', 'firstName'] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = labels.required;
    else if (!isVisibleText(values[field])) errors[field] = labels.invalidCharacters;
    else if (value.length > 100 || !NAME.test(value.normalize('NFC'))) errors[field] = labels.invalidName;
  }
  if (!values.email.trim()) errors.email = labels.required;
  else if (!isValidEmail(values.email)) errors.email = labels.invalidEmail;
  if (!values.consent) errors.consent = labels.consentRequired;
  return errors;
}

/** A checkbox as the contest call sends it (spec: 'true' / 'false'). */
const yesNo = (checked: boolean) => (checked ? 'true' : 'false');

/** A 400 invalid_body names the field first ('email: not an e-mail address'). */
function fieldError(message: string, labels: ContestLabels): Errors<ContestField> {
  const [field = '', reason = ''] = message.split(/:\s*/, 2);
  const text = reason.startsWith('required')
    ? labels.required
    : reason.startsWith(HIDDEN_CHARACTERS_REASON)
      ? labels.invalidCharacters
      : field === 'email'
        ? labels.invalidEmail
        : labels.invalidName;
  return field === 'lastName' || field === 'firstName' || field === 'email' ? { [field]: text } : {};
}

/** What the contest call is sent: names and address trimmed, the checkboxes as the spec spells them. */
const entryBody = (
  formId: string,
  lang: ContestFormProps['lang'],
  values: typeof NO_VALUES,
): CallBody<'subscribeContest'> => ({
  formId,
  lastName: values.lastName.trim(),
  firstName: values.firstName.trim(),
  email: values.email.trim(),
  visited_before: yesNo(values.visitedBefore),
  maldiv: yesNo(values.maldiv),
  consent: yesNo(values.consent),
  language: lang,
});

/**
 * The form's state and its one call: the values as typed with each field's message, a refusal's notice
 * (focused when it appears), and whether the call is under way or the entry is done.
 */
function useContestEntry({ lang, formId, labels }: ContestFormProps) {
  const checked = useCheckedForm(NO_VALUES, (values) => check(values, labels));
  const { values, form, validate } = checked;
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async () => {
    setNotice('');
    if (!validate()) return;
    setBusy(true);
    try {
      await call('subscribeContest', { body: entryBody(formId, lang, values) });
      setDone(true);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'failed';
      const named = code === 'invalid_body' && failure instanceof ApiError ? fieldError(failure.message, labels) : {};
      // A field the server named shows as the browser's own check would; anything else above the button.
      if (Object.keys(named).length) form.validate(named);
      else setNotice(labels.errors[code as keyof ContestLabels['errors']] ?? labels.errors.failed);
    } finally {
      setBusy(false);
    }
  };

  return { ...checked, notice, busy, done, submit };
}

type ContestState = ReturnType<typeof useContestEntry>;

/** The two questions of the contest, then the required privacy consent with the notice's link. */
function ContestChecks({
  lang,
  privacyHref,
  labels,
  values,
  change,
  error,
}: Omit<ContestFormProps, 'formId'> & Pick<ContestState, 'values' | 'change'> & { error?: string }) {
  return (
    <div className="space-y-3">
      {(
        [
          ['visitedBefore', 'visited_before'],
          ['maldiv', 'maldiv'],
        ] as const
      ).map(([key, name]) => (
        <CheckboxField
          key={name}
          id={`contest-${name}`}
          name={name}
          label={labels[key]}
          checked={values[key]}
          onChange={change(key)}
        />
      ))}
      <CheckboxField
        id="contest-consent"
        name="consent"
        label={`${labels.consent} ${labels.consentLink}.`}
        checked={values.consent}
        onChange={change('consent')}
        error={error}
        required
        after={
          <NewTabLink lang={lang} href={privacyHref}>
            {labels.privacyLink}
          </NewTabLink>
        }
      />
    </div>
  );
}

export function ContestForm(props: ContestFormProps) {
  const { lang, formId, labels } = props;
  const { values, change, bind, form, notice, busy, done, submit } = useContestEntry(props);
  const { errors } = form;

  if (done) return <SentPanel title={labels.success} text={labels.successText} form="contest" />;

  const text = (field: Exclude<ContestField, 'consent'>, autoComplete: string, extra: Record<string, string> = {}) => (
    <TextField
      name={field}
      id={`contest-${field}`}
      label={labels[field]}
      {...bind(field)}
      autoComplete={autoComplete}
      extra={extra}
      required
    />
  );

  return (
    <form
      ref={form.ref}
      noValidate
      className="space-y-4"
      data-contest-form={formId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {form.failing ? (
        <ErrorSummary
          lang={lang}
          errors={errors}
          fields={FIELDS.map((field) => [field, `contest-${field}`, field === 'consent' ? '' : labels[field]] as const)}
        />
      ) : null}
      <RequiredLegend lang={lang} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('lastName', 'family-name')}
        {text('firstName', 'given-name')}
      </div>
      {text('email', 'email', { type: 'email', inputMode: 'email' })}
      <ContestChecks {...props} values={values} change={change} error={errors.consent} />
      {notice ? (
        <Notice tone="error" refusal>
          {notice}
        </Notice>
      ) : null}
      <button type="submit" className="btn-primary btn-lg w-full sm:w-auto" disabled={busy} aria-busy={busy}>
        {busy ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
