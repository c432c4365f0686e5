import type { Lang } from './lang';

/** The messages of the person and invoice field checks (src/domain/personValidation.ts, consents.ts). */
export interface PersonMessages {
  required: string;
  invalidName: string;
  invalidEmail: string;
  invalidPhone: string;
  invalidTaj: string;
  /** A family booking names the same TAJ number for two people (issue 17 point 3). */
  duplicateTaj: string;
  invalidTaxNumber: string;
  invalidDate: string;
  birthInFuture: string;
  birthTooEarly: string;
  hungarianPostalCode: string;
  invalidPostalCode: string;
  invalidCountry: string;
  unknownPostalCode: string;
  invalidChoice: string;
  invalidCharacters: string;
  tooLong: (max: number) => string;
  acceptTerms: string;
  acceptPrivacy: string;
}

const MESSAGES: Record<Lang, PersonMessages> = {
  hu: {
    required: 'Kötelező mező',
    invalidName: 'Csak betűket, szóközt, kötőjelet, aposztrófot és pontot tartalmazhat',
    invalidEmail: 'Érvénytelen e-mail cím',
    invalidPhone: 'Érvénytelen telefonszám',
    invalidTaj: 'Hibás TAJ-szám',
    duplicateTaj: 'Ezt a TAJ-számot a foglalásban már megadta egy másik személynél',
    invalidTaxNumber: 'Hibás adószám',
    invalidDate: 'Érvénytelen dátum',
    birthInFuture: 'A születési dátum nem lehet a jövőben',
    birthTooEarly: 'A születési dátum legfeljebb 120 évvel ezelőtti lehet',
    hungarianPostalCode: 'Az irányítószám 4 számjegyből áll',
    invalidPostalCode: 'Érvénytelen irányítószám',
    invalidCountry: 'Érvénytelen ország',
    unknownPostalCode: 'Nincs ilyen irányítószámú magyar település',
    invalidChoice: 'Érvénytelen választás',
    invalidCharacters: 'Nem megengedett (vezérlő- vagy láthatatlan) karaktert tartalmaz',
    tooLong: (max) => `Legfeljebb ${max} karakter lehet`,
    acceptTerms: 'Az általános szerződési feltételek elfogadása kötelező',
    acceptPrivacy: 'Az adatkezelési tájékoztató elfogadása kötelező',
  },
  en: {
    required: 'This field is required',
    invalidName: 'Only letters, spaces, hyphens, apostrophes and dots are allowed',
    invalidEmail: 'Invalid e-mail address',
    invalidPhone: 'Invalid phone number',
    invalidTaj: 'Invalid TAJ number',
    duplicateTaj: 'This TAJ number is already given for another person in this booking',
    invalidTaxNumber: 'Invalid tax number',
    invalidDate: 'Invalid date',
    birthInFuture: 'The date of birth cannot be in the future',
    birthTooEarly: 'The date of birth cannot be more than 120 years ago',
    hungarianPostalCode: 'A Hungarian postal code has 4 digits',
    invalidPostalCode: 'Invalid postal code',
    invalidCountry: 'Invalid country',
    unknownPostalCode: 'No Hungarian settlement has this postal code',
    invalidChoice: 'Invalid choice',
    invalidCharacters: 'Contains control or invisible characters',
    tooLong: (max) => `At most ${max} characters`,
    acceptTerms: 'Please accept the terms and conditions',
    acceptPrivacy: 'Please accept the privacy notice',
  },
};

export function personMessages(lang: Lang): PersonMessages {
  return MESSAGES[lang];
}
