// Apart from ./personValidation so that the booking summary, which checks only these, does not load the
// phone-number library the person checks need (issue 14 point 3).
import type { Lang } from '../i18n/lang';
import { personMessages } from '../i18n/personMessages';
import type { AppointmentPerson } from './person';
import type { FieldErrors } from './personValidation';

/** The summary step's consents: the terms (elfogadom) and the privacy notice (adatvedelmiElfogadom). */
export function validateConsents(
  person: Pick<AppointmentPerson, 'elfogadom' | 'adatvedelmiElfogadom'>,
  lang: Lang,
): FieldErrors {
  const m = personMessages(lang);
  const errors: FieldErrors = {};
  if (person.elfogadom !== true) errors.elfogadom = m.acceptTerms;
  if (person.adatvedelmiElfogadom !== true) errors.adatvedelmiElfogadom = m.acceptPrivacy;
  return errors;
}
