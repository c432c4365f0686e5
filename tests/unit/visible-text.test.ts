import { describe, expect, it } from 'vitest';
import { enquiryProblems } from '../../src/domain/companyEnquiry';
import { emptyInvoice, emptyPerson } from '../../src/domain/person';
import { validateBasicData } from '../../src/domain/personValidation';
import { isVisibleText } from '../../src/domain/visibleText';
import { isValidPhone } from '../../src/domain/phone';

/** The server's rules: the real phone-number check. */
const rules = { isValidPhone };

// The one text rule (issue 24 point 5): what a stored free-text field may hold, one line or several.

/** Each class the rule refuses, with a character or two of it, inside ordinary text. */
const REFUSED: [string, string[]][] = [
  ['NUL and the other C0 controls', ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u000b', '\u000c']],
  ['DEL and the C1 controls', ['\u007f', '\u0080', '\u0085', '\u009b', '\u009f']],
  ['bidi embeddings and overrides', ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e']],
  ['bidi isolates', ['\u2066', '\u2067', '\u2068', '\u2069']],
  ['bidi marks', ['\u200e', '\u200f', '\u061c']],
  ['zero-width spaces and joiners', ['\u200b', '\u200c', '\u200d']],
  ['the word joiner and invisible operators', ['\u2060', '\u2061', '\u2062', '\u2063', '\u2064']],
  ['the BOM, the Mongolian vowel separator and other format characters', ['\ufeff', '\u180e', '\u00ad', '\u{e0041}']],
  ['line and paragraph separators', ['\u2028', '\u2029']],
  ['lone surrogates', ['\ud800', '\udbff', '\udc00', '\udfff']],
];

describe('isVisibleText', () => {
  for (const [kind, characters] of REFUSED) {
    it(`refuses ${kind}, on one line and in several`, () => {
      for (const character of characters) {
        const text = `Kovács${character}Éva`;
        expect(isVisibleText(text), JSON.stringify(text)).toBe(false);
        expect(isVisibleText(text, 'lines'), JSON.stringify(text)).toBe(false);
        expect(isVisibleText(character), JSON.stringify(character)).toBe(false);
      }
    });
  }

  it('takes ordinary Hungarian text, punctuation and emoji without a joiner', () => {
    for (const text of [
      'Árvíztűrő tükörfúrógép',
      'ŐSZ ÚT 12., fszt. 3/a',
      'Kovács-Nagy Éva (Évi) — „idézet” – 100 %',
      'Ügyfél: Zoë O’Brien',
      'Kösz! 😀👍🏽❤️🇭🇺',
      'e\u0301 (composed by a combining mark)',
      '',
    ]) {
      expect(isVisibleText(text), text).toBe(true);
      expect(isVisibleText(text, 'lines'), text).toBe(true);
    }
  });

  it('refuses an emoji built with a zero-width joiner', () => {
    expect(isVisibleText('👩\u200d⚕️')).toBe(false);
  });

  it('takes line feeds, CRLF and tabs only in a text of several lines', () => {
    for (const text of ['Első sor\nmásodik sor', 'Első sor\r\nmásodik sor\r\n', 'Tétel\t2 db']) {
      expect(isVisibleText(text, 'lines'), JSON.stringify(text)).toBe(true);
      expect(isVisibleText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses a carriage return that does not end a line, even in several lines', () => {
    for (const text of ['Első\rmásodik', 'vége\r', '\r\r\n']) {
      expect(isVisibleText(text, 'lines'), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('the forms that use it', () => {
  it('gives the booking fields their invalidCharacters message, notes allowing lines', () => {
    const person = { ...emptyPerson(), last_name: 'Kov\ud800ács', id_card_number: 'AB\u202e123' };
    const invoice = { ...emptyInvoice(), invoice_name: 'Cég\u200b Kft.', invoice_notes: 'Első sor\r\nmásodik sor' };
    const errors = validateBasicData({ person, invoice }, 'en', '2025-06-15', rules);
    expect(errors.last_name).toBe('Contains control or invisible characters');
    expect(errors.id_card_number).toBe('Contains control or invisible characters');
    expect(errors.invoice_name).toBe('Contains control or invisible characters');
    expect(errors.invoice_notes).toBeUndefined();
    const noted = validateBasicData(
      { person, invoice: { ...invoice, invoice_notes: 'a\u0000' } },
      'hu',
      '2025-06-15',
      rules,
    );
    expect(noted.invoice_notes).toBe('Nem megengedett (vezérlő- vagy láthatatlan) karaktert tartalmaz');
  });

  it('names the enquiry field that holds one, the message taking CRLF line breaks', () => {
    const input = {
      company: 'ACME\u0000 Kft.',
      contactName: 'Kovács Éva',
      email: 'eva@example.hu',
      phone: '+36 30 123 4567',
      headcount: '12',
      message: 'Első sor\r\nmásodik sor',
    };
    expect(enquiryProblems(input)).toEqual({ company: 'invalidCharacters' });
    expect(enquiryProblems({ ...input, company: 'ACME Kft.', message: 'a\ud800' })).toEqual({
      message: 'invalidCharacters',
    });
    expect(enquiryProblems({ ...input, company: 'ACME Kft.' })).toEqual({});
  });
});
