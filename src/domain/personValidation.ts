// No server-only import here: the booking form runs this same file. The phone-number library is not
// imported: each caller passes its check (options.isValidPhone), the server ./phone's, a form the one it
// loads on the visitor's first touch (src/islands/form/phoneCheck.ts); the consents live in ./consents.
import { DEFAULT_LANG, type Lang } from '../i18n/lang';
import { type PersonMessages, personMessages } from '../i18n/personMessages';
import { isValidCompanyTaxNumber, isValidHungarianTaxNumber, isValidTaj } from './checkDigits';
import { isCountryCode } from './countries';
import { isValidEmail } from './email';
import { isVisibleText } from './visibleText';
import {
  type AppointmentInvoice,
  type AppointmentPerson,
  DEFAULT_STATE,
  emptyInvoice,
  GENDER_UNSET,
  INVOICE_TYPE_COMPANY,
  INVOICE_TYPE_PRIVATE,
} from './person';

/** What the basic-data step collects (spec section 3: Person and Invoice). */
export interface BasicData {
  person: AppointmentPerson;
  invoice: AppointmentInvoice;
}
export type BasicDataField = keyof AppointmentPerson | keyof AppointmentInvoice;
/** A translated message for each field that fails, none for the fields that pass. */
export type FieldErrors = Partial<Record<BasicDataField, string>>;

const NAME_MAX = 60;
const TEXT_MAX = 120;
const NOTES_MAX = 500;
/** Letters of any alphabet (Hungarian accents included, composed or not), spaces, hyphens, apostrophes, dots. */
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** Re-exported: the person rules and their callers name it from here. */
export { isValidEmail };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Oldest accepted birth date, in years before `today`. */
const MAX_AGE_YEARS = 120;

/** The message for a birth date that is not a real calendar day, lies after `today` or too far back. */
function birthDateError(value: string, today: string, m: PersonMessages): string | undefined {
  const parts = ISO_DATE.exec(value);
  if (!parts) return m.invalidDate;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return m.invalidDate;
  }
  // ISO dates compare as strings; born today is allowed (a newborn's test).
  if (value > today) return m.birthInFuture;
  const oldest = `${String(Number(today.slice(0, 4)) - MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return value < oldest ? m.birthTooEarly : undefined;
}

/** A filled field's check: its message when it fails. */
type Rule = (text: string) => string | undefined;
/** The rule that a value matches a pattern or passes a test. */
function valid(test: RegExp | ((value: string) => boolean), message: string): Rule {
  return (value) => ((typeof test === 'function' ? test(value) : test.test(value)) ? undefined : message);
}
/** The form's choices (spec section 3: gender 0 is unset; 1 female, 2 male as the form lists them). */
const GENDERS = [1, 2];
/**
 * Spec section 9 names only the default 1. Assumed: the three Hungarian photo ID documents (1 identity
 * card, 2 passport, 3 driving licence); anything else is refused rather than passed on (issue 12).
 */
const ID_CARD_TYPES = [1, 2, 3];
/** A person's preferred language: unset, or one the site speaks. */
const PERSON_LANGUAGES = ['', 'hu', 'en'];
/** The invoice's notes may keep line breaks and tabs (./visibleText.ts); every other field is one line. */
const MULTI_LINE: ReadonlySet<BasicDataField> = new Set(['invoice_notes']);
// Magyar Posta codes are 4 digits from 1011; abroad, 2–10 letters, digits, spaces or hyphens.
const HUNGARIAN_POSTAL_CODE = /^[1-9]\d{3}$/;
const FOREIGN_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/**
 * Whether a phone number is valid (./phone.ts, isValidPhone), or undefined while the check is not at
 * hand: a form's check before the library has arrived leaves the number unjudged (its submit waits).
 */
export type PhoneCheck = (value: string) => boolean | undefined;

export interface BasicDataOptions {
  /** The phone-number check: always given, so that no caller can leave it out by mistake. */
  isValidPhone: PhoneCheck;
  /**
   * Whether a Hungarian settlement has the 4-digit code: the server passes the settlement table's
   * lookup (src/services/settlements.ts); the browser form, which does not load the table, leaves it out.
   */
  knownPostalCode?: (code: string) => boolean;
}

/**
 * The fields the basic-data step must have filled in (spec section 3), given what is chosen: the TAJ
 * number for a patient living in Hungary, the tax number for a company's invoice. The rules below and
 * the form's required marks (issue 16 point 4) both read it, so they cannot disagree.
 */
export function requiredFields({ person, invoice }: BasicData): ReadonlySet<BasicDataField> {
  const required = new Set<BasicDataField>([
    'last_name',
    'first_name',
    'gender',
    'birth',
    'state',
    'email',
    'phone_number',
    'zip_code',
    'city',
    'address',
    'invoice_name',
    'invoice_zipcode',
    'invoice_city',
    'invoice_address',
  ]);
  if (person.state.trim() === DEFAULT_STATE) required.add('taj');
  if (invoice.invoice_type === INVOICE_TYPE_COMPANY) required.add('invoice_taxnumber');
  return required;
}

/**
 * The field rules of the booking's basic-data step, the same in the browser form and on the server.
 * `today` is the Budapest date 'YYYY-MM-DD' (the caller knows the clock; this stays pure).
 */
export function validateBasicData(
  { person, invoice }: BasicData,
  lang: Lang,
  today: string,
  options: BasicDataOptions,
): FieldErrors {
  const m = personMessages(lang);
  const errors: FieldErrors = {};
  const inHungary = person.state.trim() === DEFAULT_STATE;
  const company = invoice.invoice_type === INVOICE_TYPE_COMPANY;
  const required = requiredFields({ person, invoice });

  /** Empty (or blank) fails only a required field; a filled one goes to its rule, trimmed. */
  const field = (name: BasicDataField, value: string, rule: Rule) => {
    const trimmed = value.trim();
    // Control and invisible characters hide what a record says (issue 12; issue 24 point 5).
    const error = !isVisibleText(value, MULTI_LINE.has(name) ? 'lines' : 'line')
      ? m.invalidCharacters
      : trimmed
        ? rule(trimmed)
        : required.has(name)
          ? m.required
          : undefined;
    if (error) errors[name] = error;
  };
  const choice = (name: BasicDataField, value: unknown, allowed: readonly unknown[]) => {
    if (!allowed.includes(value)) errors[name] = m.invalidChoice;
  };
  const text = (max: number) => (value: string) => (value.length > max ? m.tooLong(max) : undefined);
  const name: Rule = (value) => text(NAME_MAX)(value) ?? valid(NAME, m.invalidName)(value);
  const { knownPostalCode } = options;
  const hungarianPostalCode: Rule = (value) =>
    valid(HUNGARIAN_POSTAL_CODE, m.hungarianPostalCode)(value) ??
    (knownPostalCode && !knownPostalCode(value) ? m.unknownPostalCode : undefined);
  const postalCode = inHungary ? hungarianPostalCode : valid(FOREIGN_POSTAL_CODE, m.invalidPostalCode);

  field('last_name', person.last_name, name);
  field('first_name', person.first_name, name);
  field('email', person.email, valid(isValidEmail, m.invalidEmail));
  field('phone_number', person.phone_number, (value) =>
    options.isValidPhone(value) === false ? m.invalidPhone : undefined,
  );
  field('birth', person.birth, (value) => birthDateError(value, today, m));
  if (person.gender === GENDER_UNSET) errors.gender = m.required;
  else choice('gender', person.gender, GENDERS);
  choice('id_card_type', person.id_card_type, ID_CARD_TYPES);
  choice('language', person.language, PERSON_LANGUAGES);
  field('state', person.state, valid(isCountryCode, m.invalidCountry));
  field('zip_code', person.zip_code, postalCode);
  field('city', person.city, text(NAME_MAX));
  field('address', person.address, text(TEXT_MAX));
  // Only people insured in Hungary have a TAJ number; one given from abroad must still be right.
  field('taj', person.taj, valid(isValidTaj, m.invalidTaj));
  field('mothers_name', person.mothers_name, name);
  field('birth_place', person.birth_place, text(NAME_MAX));
  field('id_card_number', person.id_card_number, text(NAME_MAX));
  field('dmMisc', person.dmMisc, () => undefined);

  if (!company && invoice.invoice_type !== INVOICE_TYPE_PRIVATE) errors.invoice_type = m.required;
  field('invoice_name', invoice.invoice_name, text(TEXT_MAX));
  field('invoice_zipcode', invoice.invoice_zipcode, postalCode);
  field('invoice_city', invoice.invoice_city, text(NAME_MAX));
  field('invoice_address', invoice.invoice_address, text(TEXT_MAX));
  // A company is invoiced under its adószám; a private person may add an adószám or adóazonosító jel.
  const taxNumberTest = company ? isValidCompanyTaxNumber : isValidHungarianTaxNumber;
  field('invoice_taxnumber', invoice.invoice_taxnumber, valid(taxNumberTest, m.invalidTaxNumber));
  field('invoice_notes', invoice.invoice_notes, text(NOTES_MAX));
  return errors;
}

/** The basic-data step may be left: no field fails (the messages' language does not matter). */
export function isBasicDataValid(data: BasicData, today: string, options: BasicDataOptions): boolean {
  return Object.keys(validateBasicData(data, DEFAULT_LANG, today, options)).length === 0;
}

/** The person's fields alone (a saved patient has no invoice): the basic-data rules, person fields only. */
export function validatePerson(
  person: AppointmentPerson,
  lang: Lang,
  today: string,
  options: BasicDataOptions,
): FieldErrors {
  const all = validateBasicData({ person, invoice: emptyInvoice() }, lang, today, options);
  return Object.fromEntries(Object.entries(all).filter(([field]) => field in person)) as FieldErrors;
}
