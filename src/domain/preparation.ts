/**
 * What a patient must do before sampling, worked out from the tests chosen: the longest fasting time
 * wins, one morning-only test makes the whole sampling a morning one, and each distinct instruction is
 * listed once. Used for an examination's page now and for the whole cart by the booking steps.
 */
export interface PreparationSource {
  fasting_hours: number;
  morning_only: boolean;
  preparation: string;
}

export interface Preparation {
  fastingHours: number;
  morningOnly: boolean;
  notes: string[];
}

/**
 * How the laboratory's free-text preparation states a fasting time (Hungarian and English): '12 órás
 * éhezés után', 'A vizsgálat előtt 8 órás éhezés szükséges', 'Please fast for 12 hours before sampling',
 * 'after a 12-hour fast'. The first group is the hours.
 */
const FASTING = [
  /(?:a (?:vizsgálat|mintavétel) előtt\s+)?(\d+)\s*órás\s+(?:éhezés|éhgyomor)\p{L}*(?:\s+(?:szükséges|után))?/giu,
  /(?:please\s+)?fast\s+for\s+(\d+)\s+hours?(?:\s+before\s+(?:sampling|the test))?/giu,
  /(?:after\s+)?an?\s+(\d+)[-\s]hours?\s+fast(?:ing)?/giu,
];
/**
 * … and a sampling in the morning: 'Reggel, …', 'In the morning …'. The first group is what precedes
 * the word, kept (no lookbehind: Safari before 16.4 cannot parse one, and this runs in the islands).
 */
const MORNING = [/(^|[^\p{L}])reggel(?!\p{L})/giu, /(^|\W)in the morning\b/giu];

/** A note's sentences and semicolon clauses, each with the spacing after it, so that joining them gives it back. */
const clausesOf = (note: string) => note.match(/[^.;!?]+(?:[.;!?]+|$)\s*/g) ?? [];

/**
 * Whether a clause says nothing beyond the fasting line (at most the fasting time shown, the longest)
 * and the morning line shown beside it: what is left once those statements are taken out is only
 * punctuation.
 */
function onlyRestates(clause: string, { fastingHours, morningOnly }: Omit<Preparation, 'notes'>): boolean {
  let said = false;
  let rest = clause;
  for (const pattern of FASTING) {
    rest = rest.replace(pattern, (statement, hours: string) => {
      if (Number(hours) > fastingHours) return statement;
      said = true;
      return ' ';
    });
  }
  if (morningOnly) {
    for (const pattern of MORNING) {
      rest = rest.replace(pattern, (_word, before: string) => {
        said = true;
        return `${before} `;
      });
    }
  }
  return said && !/[\p{L}\d]/u.test(rest);
}

/**
 * The note without the clauses the fasting and morning lines already say (issue 15 point 7: '12 órás
 * éhgyomor szükséges' above 'A vizsgálat előtt 12 órás éhezés szükséges; …' said fasting twice). A note
 * with nothing else to say is dropped; one whose other clauses stay keeps their words as written.
 */
function withoutRestated(note: string, lines: Omit<Preparation, 'notes'>): string {
  const clauses = clausesOf(note);
  const kept = clauses.filter((clause) => !onlyRestates(clause, lines));
  if (kept.length === clauses.length) return note;
  const text = kept.join('').trim().replace(/;$/, '.');
  return text.charAt(0).toLocaleUpperCase('hu') + text.slice(1);
}

export function preparationOf(tests: PreparationSource[]): Preparation {
  const lines = {
    fastingHours: Math.max(0, ...tests.map((test) => test.fasting_hours)),
    morningOnly: tests.some((test) => test.morning_only),
  };
  const notes = tests.map((test) => withoutRestated(test.preparation.trim(), lines)).filter(Boolean);
  return { ...lines, notes: [...new Set(notes)] };
}
