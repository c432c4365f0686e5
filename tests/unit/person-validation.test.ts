import { describe, expect, it } from 'vitest';
import {
  formatTaj,
  isValidCompanyTaxNumber,
  isValidHungarianTaxNumber,
  isValidPersonalTaxId,
  isValidTaj,
  normaliseTaj,
} from '../../src/domain/checkDigits';
import {
  emptyInvoice,
  emptyPerson,
  INVOICE_TYPE_COMPANY,
  INVOICE_TYPE_PRIVATE,
  invoiceFromPerson,
} from '../../src/domain/person';
import { validateConsents } from '../../src/domain/consents';
import { isValidPhone, normalisePhone } from '../../src/domain/phone';
import {
  type BasicData,
  isBasicDataValid,
  isValidEmail,
  requiredFields,
  validateBasicData,
} from '../../src/domain/personValidation';

/** The server's rules: the real phone-number check. */
const rules = { isValidPhone };

const TODAY = '2025-06-15';

/** A complete, valid booking person: the baseline every test changes one thing of. */
function filled(): BasicData {
  const person = {
    ...emptyPerson(),
    last_name: 'Kovács-Szőke',
    first_name: 'Éva Zsófia',
    gender: 2,
    email: 'eva.kovacs@example.hu',
    phone_number: '+36 30 123 4567',
    birth: '1984-02-29',
    zip_code: '1117',
    city: 'Budapest',
    address: 'Október huszonharmadika utca 8.',
    taj: '123 456 788',
  };
  return { person, invoice: invoiceFromPerson(person, emptyInvoice()) };
}

function withPerson(change: Partial<BasicData['person']>): BasicData {
  const data = filled();
  return { ...data, person: { ...data.person, ...change } };
}

function withInvoice(change: Partial<BasicData['invoice']>): BasicData {
  const data = filled();
  return { ...data, invoice: { ...data.invoice, ...change } };
}

describe('emptyPerson and emptyInvoice', () => {
  it('start from the spec defaults: gender unset, id card type 1, state HUN, invoice type 1', () => {
    const person = emptyPerson();
    expect(person).toMatchObject({ gender: 0, id_card_type: 1, state: 'HUN', elfogadom: false, dm: false });
    expect(person.first_name).toBe('');
    const { invoice_type, ...texts } = emptyInvoice();
    expect(invoice_type).toBe(INVOICE_TYPE_PRIVATE);
    expect(Object.values(texts)).toEqual(Array(6).fill(''));
    expect([INVOICE_TYPE_PRIVATE, INVOICE_TYPE_COMPANY]).toEqual([1, 2]);
  });

  it('copies the patient into the invoice, family name first', () => {
    const { invoice } = filled();
    expect(invoice).toMatchObject({
      invoice_name: 'Kovács-Szőke Éva Zsófia',
      invoice_zipcode: '1117',
      invoice_type: 1,
    });
  });
});

describe('TAJ numbers', () => {
  // Check digits computed by the rule: 3·d1 + 7·d2 + … + 7·d8 mod 10.
  it('accepts 9 digits whose CDV is right, typed with spaces or hyphens', () => {
    expect(['123456788', '111 111 110', '037-256-182', ' 987 654 322 '].filter((taj) => !isValidTaj(taj))).toEqual([]);
  });

  it('refuses a wrong check digit, a wrong length, letters and all zeros', () => {
    expect(
      ['123456789', '111111111', '12345678', '1234567880', '12345678A', '000 000 000', ''].filter((taj) =>
        isValidTaj(taj),
      ),
    ).toEqual([]);
  });

  it('normalises and formats as printed on the card', () => {
    expect(normaliseTaj('123-456 788')).toBe('123456788');
    expect(formatTaj('123456788')).toBe('123 456 788');
    expect(formatTaj(' 12345 ')).toBe('12345');
  });
});

describe('tax numbers', () => {
  // Törzsszám check digits computed by the rule (weights 9,7,3,1,9,7,3): 1234567→6, 1077657→3, 2422522→1.
  it('accepts company adószámok with a right check digit, ÁFA kód 1–5 and tax-office code', () => {
    expect(
      ['12345676-2-41', '10776573-1-02', '24225221-2-43', '10776573-5-51', '10776573 4 22', '12345676344'].filter(
        (number) => !isValidCompanyTaxNumber(number),
      ),
    ).toEqual([]);
  });

  it('refuses a wrong check digit, ÁFA kód or tax-office code', () => {
    expect(isValidCompanyTaxNumber('12345677-2-41')).toBe(false);
    expect(isValidCompanyTaxNumber('12345676-6-41')).toBe(false);
    expect(isValidCompanyTaxNumber('12345676-0-41')).toBe(false);
    for (const office of ['01', '21', '45', '50', '52', '99']) {
      expect(isValidCompanyTaxNumber(`12345676-2-${office}`)).toBe(false);
    }
    expect(isValidCompanyTaxNumber('12345676-2-4')).toBe(false);
  });

  // Adóazonosító jel check digits by the rule (weights 1..9, mod 11): 842278013→5, 836567000→3.
  it('accepts a private person’s adóazonosító jel and refuses bad ones', () => {
    expect(isValidPersonalTaxId('8422780135')).toBe(true);
    expect(isValidPersonalTaxId('8365670003')).toBe(true);
    expect(isValidPersonalTaxId('8422780136')).toBe(false);
    expect(isValidPersonalTaxId('7422780135')).toBe(false);
    // 842270000 sums to 10 modulo 11: no check digit makes it valid.
    for (let digit = 0; digit <= 9; digit++) expect(isValidPersonalTaxId(`842270000${digit}`)).toBe(false);
  });

  it('isValidHungarianTaxNumber takes either form', () => {
    expect(isValidHungarianTaxNumber('12345676-2-41')).toBe(true);
    expect(isValidHungarianTaxNumber('8422780135')).toBe(true);
    expect(isValidHungarianTaxNumber('12345676')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('reads Hungarian numbers with +36, 06 or no prefix, and foreign ones with their country code', () => {
    expect(normalisePhone('+36 30 123 4567')).toBe('+36301234567');
    expect(normalisePhone('06-1-234-5678')).toBe('+3612345678');
    expect(normalisePhone('06301234567')).toBe('+36301234567');
    expect(normalisePhone('30 123 4567')).toBe('+36301234567');
    expect(normalisePhone('0036 20 123 4567')).toBe('+36201234567');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses too short, too long, letters and a Hungarian mobile number one digit short', () => {
    expect(
      ['123', '06 30 123 45678', 'abc', '+36 30 123 456', 'call 06301234567', ''].filter((phone) =>
        isValidPhone(phone),
      ),
    ).toEqual([]);
  });
});

describe('e-mail addresses', () => {
  it('accepts usual addresses', () => {
    expect(
      ['eva@example.hu', 'kovacs.eva+labor@mail.example.co.uk', "o'brien@example.ie", 'a@xn--bcher-kva.example'].filter(
        (email) => !isValidEmail(email),
      ),
    ).toEqual([]);
  });

  it('refuses malformed ones', () => {
    expect(
      [
        'eva',
        'eva@',
        '@example.hu',
        'eva@example',
        'eva..k@example.hu',
        '.eva@example.hu',
        'eva@-example.hu',
        'éva@example.hu',
        'eva @example.hu',
        `${'a'.repeat(65)}@example.hu`,
      ].filter((email) => isValidEmail(email)),
    ).toEqual([]);
  });
});

describe('validateBasicData', () => {
  it('passes a complete person and invoice', () => {
    expect(validateBasicData(filled(), 'hu', TODAY, rules)).toEqual({});
    expect(isBasicDataValid(filled(), TODAY, rules)).toBe(true);
  });

  it('judges the phone number by the check it is given, and leaves it unjudged while a form has none yet', () => {
    const wrong = { ...filled(), person: { ...filled().person, phone_number: '+36 1 234' } };
    expect(validateBasicData(wrong, 'en', TODAY, rules).phone_number).toBe('Invalid phone number');
    // A form before libphonenumber has arrived (src/islands/form/phoneCheck.ts): no verdict either way.
    expect(validateBasicData(wrong, 'en', TODAY, { isValidPhone: () => undefined })).toEqual({});
    // An empty number is still missing, whatever the check.
    const none = { ...filled(), person: { ...filled().person, phone_number: '' } };
    expect(validateBasicData(none, 'hu', TODAY, { isValidPhone: () => undefined }).phone_number).toBe('Kötelező mező');
  });

  it('names every required field of an empty form, in Hungarian and in English', () => {
    const empty = { person: emptyPerson(), invoice: emptyInvoice() };
    const required = [
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'birth',
      'gender',
      'zip_code',
      'city',
      'address',
      'taj',
      'invoice_name',
      'invoice_zipcode',
      'invoice_city',
      'invoice_address',
    ];
    const hu = validateBasicData(empty, 'hu', TODAY, rules);
    expect(Object.keys(hu).sort()).toEqual([...required].sort());
    expect(new Set(Object.values(hu))).toEqual(new Set(['Kötelező mező']));
    const en = validateBasicData(empty, 'en', TODAY, rules);
    expect(new Set(Object.values(en))).toEqual(new Set(['This field is required']));
    expect(isBasicDataValid(empty, TODAY, rules)).toBe(false);
  });

  it('marks as required exactly the fields an empty form fails for being empty (issue 16 point 4)', () => {
    const cases = [
      { state: 'HUN', invoice_type: INVOICE_TYPE_PRIVATE, taj: true, taxNumber: false },
      { state: 'AUT', invoice_type: INVOICE_TYPE_PRIVATE, taj: false, taxNumber: false },
      { state: 'HUN', invoice_type: INVOICE_TYPE_COMPANY, taj: true, taxNumber: true },
    ];
    for (const { state, invoice_type, taj, taxNumber } of cases) {
      const data = { person: { ...emptyPerson(), state }, invoice: { ...emptyInvoice(), invoice_type } };
      const required = requiredFields(data);
      expect([required.has('taj'), required.has('invoice_taxnumber')]).toEqual([taj, taxNumber]);
      const missing = Object.entries(validateBasicData(data, 'en', TODAY, rules))
        .filter(([, message]) => message === 'This field is required')
        .map(([field]) => field);
      // The citizenship has its default; every other required field is empty and says so.
      expect(missing.sort()).toEqual([...required].filter((field) => field !== 'state').sort());
      expect(validateBasicData({ ...data, person: { ...data.person, state: '' } }, 'en', TODAY, rules).state).toBe(
        'This field is required',
      );
    }
  });

  it('translates the field messages', () => {
    const data = withPerson({ email: 'eva@', phone_number: '123', taj: '123456789' });
    expect(validateBasicData(data, 'hu', TODAY, rules)).toEqual({
      email: 'Érvénytelen e-mail cím',
      phone_number: 'Érvénytelen telefonszám',
      taj: 'Hibás TAJ-szám',
    });
    expect(validateBasicData(data, 'en', TODAY, rules)).toEqual({
      email: 'Invalid e-mail address',
      phone_number: 'Invalid phone number',
      taj: 'Invalid TAJ number',
    });
  });

  it('checks the birth date: a real day, not in the future, at most 120 years back; today is fine', () => {
    const birthError = (birth: string) => validateBasicData(withPerson({ birth }), 'en', TODAY, rules).birth;
    expect(birthError('2025-06-16')).toBe('The date of birth cannot be in the future');
    expect(birthError('1890-01-01')).toBe('The date of birth cannot be more than 120 years ago');
    expect(birthError('1905-06-14')).toBe('The date of birth cannot be more than 120 years ago');
    expect(birthError('1905-06-15')).toBeUndefined();
    expect(birthError('2023-02-30')).toBe('Invalid date');
    expect(birthError('15/06/1990')).toBe('Invalid date');
    expect(birthError(TODAY)).toBeUndefined();
    expect(validateBasicData(withPerson({ birth: '2030-01-01' }), 'hu', TODAY, rules).birth).toBe(
      'A születési dátum nem lehet a jövőben',
    );
  });

  it('takes names with Hungarian accents, hyphens, apostrophes and dots, up to 60 characters', () => {
    expect(
      validateBasicData(withPerson({ last_name: "dr. O'Neill-Győrffy", first_name: 'Ödön' }), 'hu', TODAY, rules),
    ).toEqual({});
    const errors = validateBasicData(
      withPerson({ last_name: 'Kovács2', first_name: 'É'.repeat(61) }),
      'en',
      TODAY,
      rules,
    );
    expect(errors.last_name).toBe('Only letters, spaces, hyphens, apostrophes and dots are allowed');
    expect(errors.first_name).toBe('At most 60 characters');
  });

  it('wants a 4-digit postal code and a TAJ number in Hungary only', () => {
    expect(validateBasicData(withPerson({ zip_code: '111' }), 'hu', TODAY, rules).zip_code).toBe(
      'Az irányítószám 4 számjegyből áll',
    );
    const abroad = withPerson({ state: 'AUT', zip_code: 'A-1010', taj: '' });
    expect(validateBasicData(abroad, 'hu', TODAY, rules)).toEqual({});
    expect(validateBasicData({ ...abroad, person: { ...abroad.person, taj: '1' } }, 'en', TODAY, rules).taj).toBe(
      'Invalid TAJ number',
    );
    expect(validateBasicData(withPerson({ state: 'hungary' }), 'en', TODAY, rules).state).toBe('Invalid country');
  });

  it('wants the gender chosen', () => {
    expect(validateBasicData(withPerson({ gender: 0 }), 'en', TODAY, rules).gender).toBe('This field is required');
  });

  it('requires a valid adószám for a company invoice', () => {
    const company = withInvoice({ invoice_type: INVOICE_TYPE_COMPANY, invoice_name: 'Példa Kft.' });
    expect(validateBasicData(company, 'hu', TODAY, rules).invoice_taxnumber).toBe('Kötelező mező');
    const bad = { ...company, invoice: { ...company.invoice, invoice_taxnumber: '12345677-2-41' } };
    expect(validateBasicData(bad, 'en', TODAY, rules).invoice_taxnumber).toBe('Invalid tax number');
    // A private person's adóazonosító jel is no company tax number.
    const personal = { ...company, invoice: { ...company.invoice, invoice_taxnumber: '8422780135' } };
    expect(validateBasicData(personal, 'hu', TODAY, rules).invoice_taxnumber).toBe('Hibás adószám');
    const good = { ...company, invoice: { ...company.invoice, invoice_taxnumber: '12345676-2-41' } };
    expect(validateBasicData(good, 'hu', TODAY, rules)).toEqual({});
  });

  it('takes a private person’s tax number as optional but checks it when given', () => {
    expect(validateBasicData(withInvoice({ invoice_taxnumber: '8422780135' }), 'hu', TODAY, rules)).toEqual({});
    expect(
      validateBasicData(withInvoice({ invoice_taxnumber: '8422780136' }), 'hu', TODAY, rules).invoice_taxnumber,
    ).toBe('Hibás adószám');
    expect(validateBasicData(withInvoice({ invoice_type: 3 }), 'en', TODAY, rules).invoice_type).toBe(
      'This field is required',
    );
  });
});

describe('validateConsents', () => {
  it('needs both the terms and the privacy notice accepted', () => {
    expect(validateConsents({ elfogadom: true, adatvedelmiElfogadom: true }, 'hu')).toEqual({});
    expect(validateConsents({ elfogadom: false, adatvedelmiElfogadom: true }, 'hu')).toEqual({
      elfogadom: 'Az általános szerződési feltételek elfogadása kötelező',
    });
    expect(validateConsents(emptyPerson(), 'en')).toEqual({
      elfogadom: 'Please accept the terms and conditions',
      adatvedelmiElfogadom: 'Please accept the privacy notice',
    });
  });
});
