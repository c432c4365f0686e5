import type { Appointment } from '../domain/appointment';
import { type ExpectedResultsAnswer, type ExpectedText, namedResults } from '../domain/expectedResults';
import type { Lang } from '../i18n/lang';
import { howCounted, resultsMessages } from '../i18n/resultsMessages';

/**
 * When results are expected (issue 17 point 1, docs/decisions/0046), as a card, a row, a booking step
 * and /sajat show it: a label ("Eredmény várható", "Results if sampled today") and the date's words
 * ("nov. 26–28.", "same day"; a range breaks only at its dash). `data-results-expected` carries the dates
 * ('from/to', 'YYYY-MM-DD') for scripts and tests. Nothing without a date: a page whose laboratory
 * could not give its calendar shows no guess.
 */
export function ExpectedResultsLine({
  label,
  expected,
  className = '',
  as: Element = 'p',
}: {
  label: string;
  expected: ExpectedText | undefined;
  className?: string;
  /** 'span' inside phrasing content (a list item's name). */
  as?: 'p' | 'span';
}) {
  if (!expected) return null;
  return (
    <Element className={`text-sm text-ink-soft ${className}`} data-results-expected={`${expected.from}/${expected.to}`}>
      {`${label}: `}
      <ExpectedDate expected={expected} />
    </Element>
  );
}

/** The same as a label and a value of a description list (the examination page's price box). */
export function ExpectedResultsRow({
  label,
  expected,
  className = '',
}: {
  label: string;
  expected: ExpectedText | undefined;
  className?: string;
}) {
  if (!expected) return null;
  return (
    <div className={className} data-results-expected={`${expected.from}/${expected.to}`}>
      <dt className="text-ink-muted">{label}</dt>
      <dd>
        <ExpectedDate expected={expected} />
      </dd>
    </div>
  );
}

export function ExpectedDate({ expected }: { expected: ExpectedText }) {
  return <span className="font-600 text-ink">{expected.text}</span>;
}

/** How the dates are counted, with the laboratory's cut-off. */

export const RESULTS_BOX = 'rounded-xl bg-brand-50 p-4';

/**
 * The whole booking's date on a booking step, with how it is counted behind a disclosure (its opening is
 * the visitor's doing, so it moves nothing unasked): the label, the date on a line of its own, the
 * question. Each item's own date stands in the step's list.
 */
export function BookingResults({
  lang,
  answer,
  className = '',
}: {
  lang: Lang;
  answer: ExpectedResultsAnswer | null | undefined;
  className?: string;
}) {
  if (!answer) return null;
  const m = resultsMessages(lang);
  return (
    <section
      className={`${RESULTS_BOX} ${className}`}
      aria-label={m.mailTitle}
      data-results-all={`${answer.all.from}/${answer.all.to}`}
    >
      <dl>
        <dt className="text-sm text-ink-soft">{answer.basis === 'today' ? m.allToday : m.all}</dt>
        <dd className="text-lg">
          <ExpectedDate expected={answer.all} />
        </dd>
      </dl>
      <details className="mt-1 text-xs text-ink-muted">
        <summary className="cursor-pointer">{m.howCountedTitle}</summary>
        <p className="mt-1">{howCounted(lang, answer.cutoff)}</p>
      </details>
    </section>
  );
}

/**
 * A booking's dates on /sajat: the whole booking's, and each item's when it has several (the mails'
 * section says the same).
 */
export function AppointmentResults({
  lang,
  answer,
  appointment,
}: {
  lang: Lang;
  answer: ExpectedResultsAnswer | undefined;
  appointment: Pick<Appointment, 'examinations' | 'parameters'>;
}) {
  if (!answer) return null;
  const m = resultsMessages(lang);
  const items = namedResults(answer, appointment);
  return (
    <div className="text-sm text-ink-soft" data-results-all={`${answer.all.from}/${answer.all.to}`}>
      <p>
        {`${items.length > 1 ? m.all : m.appointment}: `}
        <ExpectedDate expected={answer.all} />
      </p>
      {items.length > 1 ? (
        <ul className="mt-1 list-disc pl-5">
          {items.map(({ name, expected }) => (
            <li key={name} data-results-expected={`${expected.from}/${expected.to}`}>
              {`${name}: `}
              <ExpectedDate expected={expected} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
