import type { ExpectedText } from '../domain/expectedResults';

/**
 * When results are expected (issue 17 point 1, docs/decisions/0046), as a card, a row, a booking step
 * and /sajat show it: a label ("Eredmény várható", "Results if sampled today") and the date's words
 * ("nov. 26–28.", "same day"), which never break apart. `data-results-expected` carries the dates
 * ('from/to', 'YYYY-MM-DD') for scripts and tests. Nothing without a date: a page whose laboratory
 * could not give its calendar shows no guess.
 */
export function ExpectedResultsLine({
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
    <p className={`text-sm text-ink-soft ${className}`} data-results-expected={`${expected.from}/${expected.to}`}>
      {label}: <ExpectedDate expected={expected} />
    </p>
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
  return <span className="whitespace-nowrap font-600 text-ink">{expected.text}</span>;
}
