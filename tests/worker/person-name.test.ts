import { describe, expect, it } from 'vitest';
import { personName } from '../../src/domain/personName';

describe('a person named the way of the language (issue 25)', () => {
  const person = { last_name: 'Kovács', first_name: 'Éva' };
  it('puts the family name first in Hungarian and the given name first in English', () => {
    expect(personName(person, 'hu')).toBe('Kovács Éva');
    expect(personName(person, 'en')).toBe('Éva Kovács');
  });
  it('leaves out a blank part and the spaces around the parts', () => {
    expect(personName({ last_name: ' Kovács ', first_name: '' }, 'en')).toBe('Kovács');
    expect(personName({ last_name: '', first_name: '' }, 'hu')).toBe('');
  });
  it('names a record that lacks a part, as a laboratory system may send it, instead of failing its mail', () => {
    expect(personName({ last_name: 'Kovács' }, 'hu')).toBe('Kovács');
    expect(personName({}, 'en')).toBe('');
  });
});
