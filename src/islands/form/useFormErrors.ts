import { useEffect, useRef, useState } from 'react';
import { firstProblem, reveal } from './reveal';

/** A translated message for each field that fails, none for the fields that pass. */
export type Errors<F extends string> = Partial<Record<F, string>>;

export const hasErrors = (errors: Partial<Record<string, string | undefined>>) => Object.values(errors).some(Boolean);

/**
 * A form's problems, shown the one way every form on the site shows them (issue 16 point 4,
 * docs/decisions/0044): a submit that finds problems puts each message by its field, opens the error
 * summary above the form (`failing`) and, once the messages are on screen, brings the summary (or,
 * in a form without one, the first `aria-invalid` control inside `ref`) into view and focus
 * (./reveal.ts, decision 0053). Until the first submit
 * nothing is summarised; after it, `recheck` keeps the messages in step with what is typed.
 */
export function useFormErrors<F extends string, E extends HTMLElement = HTMLFormElement>(initial: Errors<F> = {}) {
  const [errors, setErrors] = useState<Errors<F>>(initial);
  const [submitted, setSubmitted] = useState(hasErrors(initial));
  // A page that answered a post without script arrives with its findings: shown as a submit's would be.
  const [attempt, setAttempt] = useState(hasErrors(initial) ? 1 : 0);
  const ref = useRef<E>(null);

  useEffect(() => {
    if (attempt > 0) reveal(firstProblem(ref.current));
  }, [attempt]);

  /**
   * A submit's findings: shown and brought into view; true when there are none. `elsewhere` says that
   * a part of the form this hook does not hold failed too (a family booking's other people).
   */
  const validate = (found: Errors<F>, elsewhere = false): boolean => {
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found) && !elsewhere) return true;
    setAttempt((count) => count + 1);
    return false;
  };
  /** What the fields say now, once a submit has shown the messages (a fixed field loses its own). */
  const recheck = (found: Errors<F>) => {
    if (submitted) setErrors(found);
  };

  return { errors, setErrors, validate, recheck, ref, submitted, failing: submitted && hasErrors(errors) };
}

/**
 * A form's values with their problems: `check` says what is wrong with given values (a field's message
 * or nothing), `change(field)` takes a control's new value and keeps a shown message in step with it,
 * `validate` is the submit's check. Everything typed stays as typed, whatever the check finds.
 */
export function useCheckedForm<V extends Record<string, string | boolean>, F extends string = Extract<keyof V, string>>(
  initial: V,
  check: (values: V) => Errors<F>,
) {
  const [values, setValues] = useState<V>(initial);
  const form = useFormErrors<F>();
  const change =
    <K extends keyof V>(field: K) =>
    (value: V[K]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      form.recheck(check(next));
    };
  /** A text control's value, change and message, to spread onto it. */
  const bind = (field: F & keyof V) => ({
    value: String(values[field]),
    onChange: change(field) as (value: string) => void,
    error: form.errors[field],
  });
  return { values, setValues, change, bind, form, validate: () => form.validate(check(values)) };
}
