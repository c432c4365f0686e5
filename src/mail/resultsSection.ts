import type { Appointment } from '../domain/appointment';
import { type ExpectedResultsAnswer, namedResults } from '../domain/expectedResults';
import type { Lang } from '../i18n/lang';
import { howCounted, resultsMessages } from '../i18n/resultsMessages';
import type { Line, Section } from './layout';

/**
 * The booking mails' "when to expect your results" section (issue 17 point 1, docs/decisions/0046):
 * each booked item with its date when there are several, the whole booking's date, and how it is
 * counted. None when the dates are not known (the laboratory could not give its calendar).
 */
export function resultsSection(
  expected: ExpectedResultsAnswer | null | undefined,
  appointment: Pick<Appointment, 'examinations' | 'parameters'>,
  lang: Lang,
): Section[] {
  if (!expected) return [];
  const m = resultsMessages(lang);
  const items: Line[] = namedResults(expected, appointment).map(({ name, expected: item }) => ({
    text: name,
    value: item.text,
  }));
  const all = `${items.length > 1 ? m.all : m.appointment}: ${expected.all.text}`;
  return [
    {
      title: m.mailTitle,
      lines: [...(items.length > 1 ? items : []), all, howCounted(lang, expected.cutoff)],
    },
  ];
}
