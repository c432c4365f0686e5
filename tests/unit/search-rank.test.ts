import { describe, expect, it } from 'vitest';
import { searchRank } from '../../src/domain/searchRank';
import { matchesWords, queryWords, searchText } from '../../src/domain/text';

// The catalogue's results are ordered by how well they match (issue 25): a test named by the query, or
// by its abbreviation, before a package that only mentions it, and never after a word that merely
// contains the query's letters ("antigén" for "IgE").

const items = [
  {
    name: 'Prosztataszűrő csomag',
    keywords: 'PROSZCS PSA (prosztataspecifikus antigén) szabad PSA (fPSA, arányszámmal)',
  },
  { name: 'Allergiacsomag – inhalatív', keywords: 'INHALLCS Össz-IgE Allergiapanel (20 inhalatív allergén)' },
  { name: 'Parlagfű-specifikus IgE', keywords: 'ALLPARL Ragweed' },
  { name: 'Össz-IgE', keywords: 'IGE Teljes IgE' },
  { name: 'Vasháztartás csomag', keywords: 'VASCS Vas Ferritin Transzferrin' },
  { name: 'Vas', keywords: 'FE szérum vas' },
  { name: 'Ferritin', keywords: 'FERR vasraktár' },
];

/** The names that match `query`, best first, as the catalogue lists them. */
function ranked(query: string): string[] {
  const words = queryWords(query);
  return items
    .map((item, index) => ({ item, index, search: searchText(`${item.name} ${item.keywords}`) }))
    .filter(({ search }) => matchesWords(search, words))
    .map(({ item, index, search }) => ({ name: item.name, index, rank: searchRank(item.name, search, words) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ name }) => name);
}

describe('searchRank', () => {
  it('puts the test named by the query first and a mere mention of its letters last', () => {
    expect(ranked('IgE')).toEqual([
      'Össz-IgE',
      'Parlagfű-specifikus IgE',
      'Allergiacsomag – inhalatív',
      'Prosztataszűrő csomag',
    ]);
    expect(ranked('ige')[0]).toBe('Össz-IgE');
  });

  it('ranks the exact name, then a word of the name, then a word start, then the other text', () => {
    expect(ranked('vas')).toEqual(['Vas', 'Vasháztartás csomag', 'Ferritin']);
    expect(ranked('ferr')).toEqual(['Ferritin', 'Vasháztartás csomag']);
    expect(ranked('össz ige')).toEqual(['Össz-IgE', 'Allergiacsomag – inhalatív']);
  });

  it('leaves the order alone without a query', () => {
    expect(ranked('')).toEqual(items.map((item) => item.name));
    expect(searchRank('Vas', 'vas', [])).toBe(0);
  });
});
