import { call } from '../../client/call';
import type { CallBody } from '../../domain/api';
import {
  ENQUIRY_FIELDS,
  ENQUIRY_MAX,
  type EnquiryField,
  type EnquiryInput,
  type EnquiryProblem,
  enquiryProblems,
} from '../../domain/companyEnquiry';
import { HIDDEN_CHARACTERS_REASON } from '../../domain/visibleText';
import type { EnquiryMessages } from '../../i18n/companyMessages';
import type { Lang } from '../../i18n/lang';
import { Notice } from '../booking/shared';
import { ErrorSummary } from '../form/ErrorSummary';
import { Field, RequiredLegend, TextField } from '../form/Field';
import { SentPanel } from './SentPanel';
import { usePostedForm } from './usePostedForm';
import type { Errors } from '../form/useFormErrors';

export interface EnquiryFormProps {
  lang: Lang;
  labels: EnquiryMessages;
  /**
   * What a post without JavaScript left (the page answered the form itself): the values as typed and
   * their problems, or that it was sent.
   */
  posted?: {
    values: EnquiryInput;
    problems: Partial<Record<EnquiryField, EnquiryProblem>>;
    sent: boolean;
    limited: boolean;
  };
}

const EMPTY: EnquiryInput = { company: '', contactName: '', email: '', phone: '', headcount: '', message: '' };

/** A 400 invalid_body names the field first ('phone: not a phone number'); the form says it in its words. */
function serverProblem(message: string): [EnquiryField, EnquiryProblem] | null {
  const [field = '', reason = ''] = message.split(/:\s*/, 2);
  if (!(ENQUIRY_FIELDS as readonly string[]).includes(field)) return null;
  const problem: EnquiryProblem = reason.startsWith('required')
    ? 'required'
    : reason.startsWith(HIDDEN_CHARACTERS_REASON)
      ? 'invalidCharacters'
      : reason.startsWith('at most')
        ? 'tooLong'
        : field === 'email'
          ? 'invalidEmail'
          : field === 'phone'
            ? 'invalidPhone'
            : field === 'headcount'
              ? 'invalidHeadcount'
              : field === 'contactName'
                ? 'invalidName'
                : 'tooLong';
  return [field as EnquiryField, problem];
}

/** What the enquiry call is sent: every field as typed, trimmed; the server checks and stores it. */
const enquiryBody = (values: EnquiryInput, lang: Lang): CallBody<'companyEnquiry'> => ({
  company: values.company.trim(),
  contactName: values.contactName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  headcount: values.headcount.trim(),
  message: values.message.trim(),
  language: lang,
});

/**
 * The offer form of /vallalatoknak (issue 7, item 5): posts to POST /api/company/enquiry. Each problem
 * shows next to its field; what was typed stays when the call fails; success replaces the form with a
 * confirmation that takes the focus.
 */
export function EnquiryForm({ lang, labels, posted }: EnquiryFormProps) {
  const form = usePostedForm({
    fields: ENQUIRY_FIELDS,
    idPrefix: 'enquiry',
    empty: EMPTY,
    posted,
    message: (problem: EnquiryProblem) => labels[problem],
    problems: enquiryProblems,
    notice: posted?.limited ? labels.tooMany : '',
  });
  const { values, notice, busy, done, set } = form;
  const { errors } = form.form;

  const submit = async () => {
    if (!form.check()) return;
    await form.send(() => call('companyEnquiry', { body: enquiryBody(values, lang) }, { showLoading: true }), {
      fieldOf: serverProblem,
      refused: (error) => (error?.code === 'too_many_attempts' ? labels.tooMany : labels.failed),
    });
  };

  if (done) {
    return (
      <SentPanel
        title={labels.sentTitle}
        text={labels.sent}
        form="enquiry"
        again={{ label: labels.sendAnother, onClick: form.again }}
      />
    );
  }

  return (
    <form
      ref={form.form.ref}
      method="post"
      noValidate
      className="card space-y-4"
      data-enquiry-form=""
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {notice ? (
        <Notice tone="error" refusal>
          {notice}
        </Notice>
      ) : null}
      {form.form.failing ? (
        <ErrorSummary
          lang={lang}
          errors={errors}
          fields={form.summary((field) =>
            field === 'message' ? `${labels.message} ${labels.optional}` : labels[field],
          )}
        />
      ) : null}
      <RequiredLegend lang={lang} />
      <EnquiryFields labels={labels} values={values} errors={errors} set={set} />
      <button type="submit" className="btn-primary btn-lg w-full sm:w-auto" disabled={busy}>
        {labels.submit}
      </button>
    </form>
  );
}

/** The enquiry's fields: the company and its contact, the headcount, and an optional message. */
function EnquiryFields({
  labels,
  values,
  errors,
  set,
}: {
  labels: EnquiryMessages;
  values: EnquiryInput;
  errors: Errors<EnquiryField>;
  set: (field: EnquiryField) => (value: string) => void;
}) {
  const text = (
    field: Exclude<EnquiryField, 'message'>,
    autoComplete: string,
    extra: Record<string, string | number> = {},
  ) => (
    <TextField
      name={field}
      id={`enquiry-${field}`}
      label={labels[field]}
      error={errors[field]}
      hint={field === 'headcount' ? labels.headcountHint : undefined}
      value={values[field]}
      autoComplete={autoComplete}
      extra={extra}
      onChange={set(field)}
      required
    />
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('company', 'organization', { maxLength: ENQUIRY_MAX.company })}
        {text('contactName', 'name', { maxLength: ENQUIRY_MAX.contactName })}
        {text('email', 'email', { type: 'email', inputMode: 'email', maxLength: ENQUIRY_MAX.email })}
        {text('phone', 'tel', { type: 'tel', inputMode: 'tel', maxLength: ENQUIRY_MAX.phone })}
        {text('headcount', 'off', { inputMode: 'numeric' })}
      </div>
      <Field id="enquiry-message" label={`${labels.message} ${labels.optional}`} error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} min-h-32 py-3`}
            name="message"
            rows={5}
            maxLength={ENQUIRY_MAX.message}
            value={values.message}
            onChange={(event) => set('message')(event.currentTarget.value)}
          />
        )}
      </Field>
    </>
  );
}
