import { foldText } from './text';

/**
 * How well an item that matches a query matches it, for ordering the results (issue 25: "IgE" listed
 * the package whose tests mention "antigén" before Össz-IgE). Lower is better: by the kind of match, the
 * best first, then the shorter name (the more of it the query is):
 * 0 the name is the query; 1 every query word is a whole word of the name ("IgE" in "Össz-IgE", words
 * parted by anything not a letter or digit, so an abbreviation counts); 2 every one starts a word of the
 * name; 3 every one is in the name; 4 every one starts a word of the item's other text (`search`:
 * keywords, codes, included tests); 5 anywhere else. Without query words every item ranks 0. A module of
 * its own: the catalogue's script loads it with the first search (src/client/catalogue.ts), not with the page.
 */
export function searchRank(name: string, search: string, words: string[]): number {
  if (words.length === 0) return 0;
  const folded = foldText(name);
  const tokens = (text: string) => text.split(/[^\p{L}\p{N}]+/u);
  const own = tokens(folded);
  const other = tokens(search);
  const kind =
    folded === words.join(' ')
      ? 0
      : words.every((word) => own.includes(word))
        ? 1
        : words.every((word) => own.some((token) => token.startsWith(word)))
          ? 2
          : words.every((word) => folded.includes(word))
            ? 3
            : words.every((word) => other.some((token) => token.startsWith(word)))
              ? 4
              : 5;
  return kind * 1000 + Math.min(folded.length, 999);
}
