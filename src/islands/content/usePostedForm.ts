import { useRef, useState } from 'react';
import { ApiError } from '../../client/http';

/** What a form's page left when it answered the form itself, without JavaScript. */
export interface Posted<F extends string, V, P extends string> {
  values: V;
  problems: Partial<Record<F, P>>;
  sent: boolean;
}

/**
 * The state of a form whose page also answers it without JavaScript (the company enquiry, "lost the
 * mail?"): the values as typed, each field's message next to it, the notice above the form, whether it
 * is busy or sent; a field's message goes when it is typed in again, and the first field with a problem
 * takes the focus (its control's id is `${idPrefix}-${field}`).
 */
export function usePostedForm<F extends string, V extends Record<F, string>, P extends string>({
  fields,
  idPrefix,
  empty,
  posted,
  message,
  notice: initialNotice,
}: {
  fields: readonly F[];
  idPrefix: string;
  empty: V;
  posted?: Posted<F, V, P>;
  /** A problem in the form's words. */
  message: (problem: P) => string;
  /** The notice the form opens with, given whether the page found problems in what was posted. */
  notice: (hasProblems: boolean) => string;
}) {
  type Errors = Partial<Record<F, string>>;
  const messages = (problems: Partial<Record<F, P>>): Errors =>
    Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, message(problem as P)])) as Errors;
  const initialErrors = messages(posted?.problems ?? {});
  const [values, setValues] = useState<V>(posted?.values ?? empty);
  const [errors, setErrors] = useState<Errors>(initialErrors);
  const [notice, setNotice] = useState(initialNotice(Object.keys(initialErrors).length > 0));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(posted?.sent ?? false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: F) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Shows these problems by their fields, with `checkFields` above, and focuses the first. */
  const showProblems = (found: Errors, checkFields: string) => {
    setErrors(found);
    setNotice(checkFields);
    const first = fields.find((field) => found[field]);
    if (first)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${idPrefix}-${first}`)?.focus());
  };

  /** The browser's own check: true when it found nothing, else the problems show by their fields. */
  const check = (problems: Partial<Record<F, P>>, checkFields: string) => {
    const found = messages(problems);
    setErrors(found);
    setNotice('');
    if (Object.keys(found).length) showProblems(found, checkFields);
    return Object.keys(found).length === 0;
  };

  /**
   * Sends the form: busy meanwhile, sent once it succeeds. A 400 invalid_body names its field first
   * ('email: …'): `fieldOf` reads the field and its problem from it, shown there; any other failure is
   * `refused`'s notice above the form, and what was typed stays.
   */
  const send = async (
    request: () => Promise<unknown>,
    answers: {
      checkFields: string;
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
      if (named) showProblems({ [named[0]]: message(named[1]) } as Errors, answers.checkFields);
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

  return { values, errors, notice, busy, done, formRef, set, check, send, again };
}
