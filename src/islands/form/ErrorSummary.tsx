import { formMessages } from '../../i18n/formMessages';
import type { Lang } from '../../i18n/lang';
import { reveal } from './reveal';

/**
 * A form's field as its summary lists it: the field's key, its control's id and its label ('' for a
 * box whose message names what it is about, "Please accept the privacy notice").
 */
export type SummaryField<F extends string> = readonly [field: F, id: string, label: string];

/** To a field from its summary link: its label in view, the focus in the control. */
function goTo(id: string) {
  reveal(document.getElementById(id));
}

/**
 * Above a form whose submit found problems (GOV.UK Design System, "Error summary"): an alert with one
 * link per problem, "Label: message", in the page order of `fields`, each leading to its field.
 * A problem of a field the form does not list (a stored value no control shows) is named without a link.
 */
export function ErrorSummary<F extends string>({
  lang,
  errors,
  fields,
}: {
  lang: Lang;
  errors: Partial<Record<F, string | undefined>>;
  fields: readonly SummaryField<F>[];
}) {
  const listed = fields.filter(([field]) => errors[field]);
  const others = (Object.keys(errors) as F[]).filter(
    (field) => errors[field] && !fields.some(([known]) => known === field),
  );
  if (listed.length + others.length === 0) return null;
  return (
    // Focusable by script alone: a refused submit brings it into view and focus (./reveal.ts).
    <div
      role="alert"
      tabIndex={-1}
      className="scroll-mt-4 rounded-xl bg-accent-50 p-4 text-accent-700"
      data-error-summary=""
    >
      <p className="font-700">{formMessages(lang).summaryTitle}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {listed.map(([field, id, label]) => (
          <li key={field}>
            <a
              href={`#${id}`}
              className="underline underline-offset-2 break-anywhere"
              onClick={(event) => {
                event.preventDefault();
                goTo(id);
              }}
            >
              {label ? `${label}: ` : ''}
              {errors[field]}
            </a>
          </li>
        ))}
        {others.map((field) => (
          <li key={field}>{errors[field]}</li>
        ))}
      </ul>
    </div>
  );
}
