import type { Lang } from './lang';

/**
 * The words every form on the site shows the same way (issue 16 point 4, docs/decisions/0044): the
 * required-field legend, the title of the error summary, and what a link opening a new tab says.
 * Few and short, so the form islands take them by language rather than through their props.
 */
export interface FormMessages {
  /** After the visible asterisk: '* kötelező mező'. */
  requiredLegend: string;
  /** The error summary's first line; the problems follow as links to their fields. */
  summaryTitle: string;
  /** Read after a link that opens in a new tab (its icon says it to the eye). */
  newTab: string;
}

const MESSAGES: Record<Lang, FormMessages> = {
  hu: {
    requiredLegend: 'kötelező mező',
    summaryTitle: 'Kérjük, javítsa a következőket:',
    newTab: '(új lapon nyílik meg)',
  },
  en: {
    requiredLegend: 'required field',
    summaryTitle: 'Please correct the following:',
    newTab: '(opens in a new tab)',
  },
};

export function formMessages(lang: Lang): FormMessages {
  return MESSAGES[lang];
}
