import { describe, expect, it } from 'vitest';
import type { Choosable } from '../../src/domain/cart';
import { matchesQuery, matchesWords, queryWords, searchText } from '../../src/domain/text';
import { decodeChoice, encodeChoice } from '../../src/islands/chooseState';

// What the catalogue's markup carries for the shell (docs/decisions/0042): each item's search text and
// each choose button's item.

describe('searchText', () => {
  const texts = [
    'Alap laborcsomag ALAPCS Vércukor (glükóz, éhgyomri) GLU Kisvérkép (kvantitatív vérkép) KVK',
    'D-vitamin (25-OH-D3) VITD Vitamin D Csontok és immunrendszer',
    'Győr  GYŐR győri   Őrs',
  ];
  const queries = [
    'vercukor',
    'VÉRKÉP',
    'kvk glu',
    'd-vitamin',
    'vitamin d',
    'gyor',
    'őrs győr',
    'alapcsx',
    'é',
    '',
    '  ',
  ];

  it('matches every query as the full text does, folded, each word once and none inside another', () => {
    for (const text of texts) {
      const compact = searchText(text);
      for (const query of queries) {
        expect(matchesWords(compact, queryWords(query)), `${query} in ${text}`).toBe(matchesQuery(text, query));
      }
      const words = compact.split(' ');
      expect(new Set(words).size).toBe(words.length);
      for (const word of words) expect(words.filter((other) => other !== word && other.includes(word))).toEqual([]);
    }
    expect(searchText('Kisvérkép vérkép VÉRKÉP')).toBe('kisverkep');
  });
});

describe('a choose button’s item', () => {
  const choices: Choosable[] = [
    { kind: 'examination', item: { id: 1, name: 'Alap laborcsomag', price: 22900, app_time: 10, cat_id: 'alaplabor' } },
    { kind: 'examination', item: { id: 2, name: 'Terhelés; 75 g glükóz', price: 0, app_time: 120 } },
    { kind: 'parameter', item: { id: 57, name: 'TSH (pajzsmirigy; stimuláló)', price: 4900 } },
  ];

  it('reads back as written, a separator in the name included', () => {
    for (const choice of choices) expect(decodeChoice(encodeChoice(choice))).toEqual(choice);
    expect(encodeChoice(choices[0]!)).toBe('e;1;22900;10;alaplabor;Alap laborcsomag');
  });

  it('reads anything else as no item', () => {
    for (const value of ['', 'x;1;2;name', 'p;abc;2;name', 'e;1;2', 'p;1']) expect(decodeChoice(value)).toBeNull();
  });
});
