// The person rules bring the phone-number library (./personValidation): only islands with person fields
// and the server import this.
import type { Lang } from '../i18n/lang';
import { SHARED_FIELDS } from './party';
import type { AppointmentPerson } from './person';
import { type BasicDataOptions, type FieldErrors, validatePerson } from './personValidation';

/**
 * A family booking's other person, or a family member saved to an account (issue 17 point 3;
 * docs/decisions/0048): the basic-data step's person rules, TAJ number included, except that the contact
 * and the address may be left blank, to be the booker's (domain/party.ts, SHARED_FIELDS).
 */
export function validateCompanion(
  person: AppointmentPerson,
  lang: Lang,
  today: string,
  options: BasicDataOptions = {},
): FieldErrors {
  const errors = validatePerson(person, lang, today, options);
  for (const key of SHARED_FIELDS) if (!person[key].trim()) delete errors[key];
  return errors;
}
