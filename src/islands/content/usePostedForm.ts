import { useState } from 'react';
import { ApiError } from '../../client/http';
import { type Errors, useFormErrors } from '../form/useFormErrors';

/** What a form's page left when it answered the form itself, without JavaScript. */
export interface Posted<F extends string, V, P extends string> {
  values: V;
  problems: Partial<Record<F, P>>;
  sent: boolean;
}

/**
 * The state of a form whose page also answers it without JavaScript (the company enquiry, "lost the
 * mail?"): the values as typed, each field's message next to it and in the error summary, the first
 * field with a problem focused (src/islands/form/useFormErrors.ts; its control's id is
 * `${idPrefix}-${field}`), a refusal's notice above the form, whether it is busy or sent. What the page
 * found in a post without JavaScript arrives as `posted` and shows the same way.
 */
export function usePostedForm<F extends string, V extends Record<F, string>, P extends string>({
  fields,
  idPrefix,
  empty,
  posted,
  message,
  problems,
  notice: initialNotice = '',
}: {
  fields: readonly F[];
  idPrefix: string;
  empty: V;
  posted?: Posted<F, V, P>;
  /** A problem in the form's words. */
  message: (problem: P) => string;
  /** The form's rules: the first problem of each field, none when all is well. */
  problems: (values: V) => Partial<Record<F, P>>;
  /** The notice the form opens with (a limit or a failure the page met answering a post). */
  notice?: string;
}) {
  const messages = (found: Partial<Record<F, P>>): Errors<F> =>
    Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, message(problem as P)])) as Errors<F>;
  const form = useFormErrors<F>(messages(posted?.problems ?? {}));
  const [values, setValues] = useState<V>(posted?.values ?? empty);
  const [notice, setNotice] = useState(initialNotice);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(posted?.sent ?? false);

  const set = (field: F) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    form.recheck(messages(problems(next)));
  };

  /** The browser's own check: true when it found nothing, else the problems show by their fields. */
  const check = () => {
    setNotice('');
    return form.validate(messages(problems(values)));
  };

  /**
   * Sends the form: busy meanwhile, sent once it succeeds. A 400 invalid_body names its field first
   * ('email: …'): `fieldOf` reads the field and its problem from it, shown there; any other failure is
   * `refused`'s notice above the form, and what was typed stays.
   */
  const send = async (
    request: () => Promise<unknown>,
    answers: {
      fieldOf: (message: string) => [F, P] | null;
      refused: (error: ApiError | null) => string;
    },
  ) => {
    setBusy(true);
    try {
      await request();
      setDone(true);
    } catch (failure) {
      const error = failure instanceof ApiError ? failure : null;
      const named = error?.code === 'invalid_body' ? answers.fieldOf(error.message) : null;
      if (named) form.validate({ [named[0]]: message(named[1]) } as Errors<F>);
      else setNotice(answers.refused(error));
    } finally {
      setBusy(false);
    }
  };

  /** An empty form again, after a sent one. */
  const again = () => {
    setValues(empty);
    setDone(false);
  };

  /** The fields as the error summary lists them, with their controls' ids. */
  const summary = (label: (field: F) => string) =>
    fields.map((field) => [field, `${idPrefix}-${field}`, label(field)] as const);

  return { values, form, notice, busy, done, set, check, send, again, summary };
}
