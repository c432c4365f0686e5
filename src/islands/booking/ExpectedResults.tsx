import { useEffect, useState } from 'react';
import { call } from '../../client/call';
import { RESULTS_BOX, ExpectedResultsLine } from '../../components/ExpectedResults';
import type { ExpectedResultsAnswer, ExpectedText, Sampling } from '../../domain/expectedResults';
import type { Lang } from '../../i18n/lang';
import { resultsMessages } from '../../i18n/resultsMessages';
import { Bone } from './placeholder';

/**
 * The expected-results date on the booking steps (issue 17 point 1, docs/decisions/0046): the cart,
 * the summary and the thank-you page ask the server (GET /api/results_expected) when the results of
 * their packages and tests are expected — from the chosen or booked time, or from today, now, before a
 * time is chosen — and show each item's date and the whole booking's. The rule and the laboratory's
 * calendar stay on the server; a step waits for the answer as it waits for its preparation, so the
 * dates arrive in the step's one commit (decision 0037).
 */

/**
 * The expected results of these items once `wanted`: undefined until first known, null when there is
 * nothing to show or it could not be read. A changed cart keeps the last answer until the next arrives.
 */
export function useExpectedResults(
  packages: number[],
  tests: number[],
  lang: Lang,
  sampling: Sampling | null,
  wanted = true,
): ExpectedResultsAnswer | null | undefined {
  const [answer, setAnswer] = useState<ExpectedResultsAnswer | null | undefined>(undefined);
  const at = sampling ? { date: sampling.date, time: sampling.minute } : {};
  const key = `${packages.join(',')}|${tests.join(',')}|${sampling?.date ?? ''}|${sampling?.minute ?? ''}`;
  useEffect(() => {
    if (!wanted) return;
    if (!packages.length && !tests.length) return setAnswer(null);
    let current = true;
    call('resultsExpected', {
      query: { language: lang, package_ids: packages.join(','), test_ids: tests.join(','), ...at },
    })
      .then(({ data }) => current && setAnswer(data))
      .catch(() => current && setAnswer(null));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids and the time are summed up in key
  }, [key, lang, wanted]);
  return answer;
}

/** A cart's or a booking's sampling, when its date and time are known (a time of 0 is none, spec section 3). */
export const samplingOf = (date: string | null | undefined, minute: number): Sampling | null =>
  date && minute > 0 ? { date, minute } : null;

/** One package's or test's date from an answer. */
export function expectedOf(
  answer: ExpectedResultsAnswer | null | undefined,
  type: 'package' | 'test',
  id: number,
): ExpectedText | undefined {
  return answer?.items.find((item) => item.type === type && item.id === id);
}

/** The dates of a list of packages followed by tests, in that order (the summary's and the thank-you page's list). */
export function expectedList(
  answer: ExpectedResultsAnswer | null | undefined,
  packages: { id: number }[],
  tests: { id: number }[],
): (ExpectedText | undefined)[] {
  return [
    ...packages.map((item) => expectedOf(answer, 'package', item.id)),
    ...tests.map((item) => expectedOf(answer, 'test', item.id)),
  ];
}

/** An item's line in a list: "Eredmény várható: nov. 26–28." */
export function ItemResults({
  lang,
  expected,
  className = '',
}: {
  lang: Lang;
  expected: ExpectedText | undefined;
  className?: string;
}) {
  return (
    <ExpectedResultsLine
      label={resultsMessages(lang).appointment}
      expected={expected}
      className={`block ${className}`}
      as="span"
    />
  );
}

export { BookingResults } from '../../components/ExpectedResults';

/** BookingResults' box while the step waits: the label's, the date's and the question's lines. */
export function BookingResultsPlaceholder({ lang, className = '' }: { lang: Lang; className?: string }) {
  const m = resultsMessages(lang);
  return (
    <div className={`${RESULTS_BOX} ${className}`} aria-hidden="true">
      <Bone className="h-5 w-52 bg-white" />
      <Bone className="h-7 w-32 bg-white" />
      <p className="mt-1 text-xs text-ink-muted">{m.howCountedTitle}</p>
    </div>
  );
}
