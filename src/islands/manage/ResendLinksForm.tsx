import { call } from '../../client/call';
import {
  RESEND_FIELDS,
  type ResendField,
  type ResendInput,
  type ResendProblem,
  resendProblems,
} from '../../domain/resendLinks';
import { formatInstant } from '../../i18n/dates';
import type { Lang } from '../../i18n/lang';
import type { ResendLinksMessages } from '../../i18n/resendLinksMessages';
import { fill, Notice } from '../booking/shared';
import { ErrorSummary } from '../form/ErrorSummary';
import { Field, RequiredLegend } from '../form/Field';
import { SentPanel } from '../content/SentPanel';
import { type Posted, usePostedForm } from '../content/usePostedForm';

export interface ResendLinksFormProps {
  lang: Lang;
  labels: ResendLinksMessages;
  /** Budapest's today and the last day the form takes ('YYYY-MM-DD'), from the server's clock. */
  today: string;
  last: string;
  /**
   * What a post without JavaScript left (the page answered the form itself): the values as typed and
   * their problems, that it was accepted, or the notice to show (a limit with its time, a failure).
   */
  posted?: Posted<ResendField, ResendInput, ResendProblem> & { notice: string };
}

const EMPTY: ResendInput = { email: '', date: '' };

/** A 400 invalid_body names its field first ('date: today or later'); the form says it in its words. */
function serverProblem(message: string): [ResendField, ResendProblem] | null {
  const [field = '', reason = ''] = message.split(/:\s*/, 2);
  if (field === 'email') return ['email', reason.startsWith('required') ? 'required' : 'invalidEmail'];
  if (field !== 'date') return null;
  if (reason.startsWith('required')) return ['date', 'required'];
  if (reason.startsWith('today')) return ['date', 'pastDate'];
  if (reason.startsWith('at most')) return ['date', 'farDate'];
  return ['date', 'invalidDate'];
}

/**
 * "Lost the mail?" (issue 15 point 8): the booking's e-mail address and day, posted to
 * POST /api/booking/resend_links. Its answer is the same whether or not a booking matched, and so is
 * what the form shows then; a limit says when to try again.
 */
export function ResendLinksForm({ lang, labels, today, last, posted }: ResendLinksFormProps) {
  const form = usePostedForm({
    fields: RESEND_FIELDS,
    idPrefix: 'resend',
    empty: EMPTY,
    posted,
    message: (problem: ResendProblem) => labels[problem],
    problems: (values) => resendProblems(values, today),
    notice: posted?.notice,
  });
  const { values, notice, busy, done, set } = form;
  const { errors } = form.form;

  const submit = async () => {
    if (!form.check()) return;
    const body = { email: values.email.trim(), date: values.date, language: lang };
    await form.send(() => call('resendBookingLinks', { body }, { showLoading: true }), {
      fieldOf: serverProblem,
      refused: (error) => {
        if (error?.code !== 'too_many_attempts') return labels.failed;
        const until = Date.now() + (error.retryAfter ?? 3600) * 1000;
        return fill(labels.tooMany, { time: formatInstant(lang, until, 'time') });
      },
    });
  };

  if (done) {
    return (
      <SentPanel
        title={labels.sentTitle}
        text={labels.sent}
        form="resend"
        again={{ label: labels.another, onClick: form.again }}
      />
    );
  }

  return (
    <form
      ref={form.form.ref}
      method="post"
      noValidate
      className="card max-w-xl space-y-4"
      data-resend-form=""
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
        <ErrorSummary lang={lang} errors={errors} fields={form.summary((field) => labels[field])} />
      ) : null}
      <RequiredLegend lang={lang} />
      <Field id="resend-email" label={labels.email} hint={labels.emailHint} error={errors.email} required>
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            name="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(event) => set('email')(event.currentTarget.value)}
          />
        )}
      </Field>
      <Field id="resend-date" label={labels.date} error={errors.date} required>
        {(control) => (
          <input
            {...control}
            type="date"
            name="date"
            min={today}
            max={last}
            value={values.date}
            onChange={(event) => set('date')(event.currentTarget.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn-primary btn-lg w-full sm:w-auto" disabled={busy}>
        {labels.submit}
      </button>
    </form>
  );
}
