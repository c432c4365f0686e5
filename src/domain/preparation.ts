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

export function preparationOf(tests: PreparationSource[]): Preparation {
  return {
    fastingHours: Math.max(0, ...tests.map((test) => test.fasting_hours)),
    morningOnly: tests.some((test) => test.morning_only),
    notes: [...new Set(tests.map((test) => test.preparation.trim()).filter(Boolean))],
  };
}
