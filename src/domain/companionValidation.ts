import type { Lang } from '../i18n/lang';
import { SHARED_FIELDS } from './party';
import { type AppointmentPerson, emptyInvoice } from './person';
import {
  type BasicDataField,
  type BasicDataOptions,
  type FieldErrors,
  requiredFields,
  validatePerson,
} from './personValidation';

/**
 * A family booking's other person, or a family member saved to an account (issue 17 point 3;
 * docs/decisions/0048): the basic-data step's person rules, TAJ number included, except that the contact
 * and the address may be left blank, to be the booker's (domain/party.ts, SHARED_FIELDS).
 */
export function validateCompanion(
  person: AppointmentPerson,
  lang: Lang,
  today: string,
  options: BasicDataOptions,
): FieldErrors {
  const errors = validatePerson(person, lang, today, options);
  for (const key of SHARED_FIELDS) if (!person[key].trim()) delete errors[key];
  return errors;
}

/**
 * The fields another person must have filled in: the booker's own (their TAJ number when they live in
 * Hungary, src/domain/personValidation.ts requiredFields), less the contact and the address, which may
 * be the booker's. The rules above and the form's required marks both read it.
 */
export function companionRequired(person: AppointmentPerson): ReadonlySet<BasicDataField> {
  const required = new Set(requiredFields({ person, invoice: emptyInvoice() }));
  for (const key of required)
    if (key.startsWith('invoice_') || (SHARED_FIELDS as readonly string[]).includes(key)) required.delete(key);
  return required;
}
