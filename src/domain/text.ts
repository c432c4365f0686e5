/**
 * Text as search sees it: lowercase, accents stripped, spaces tidied, so 'vercukor' finds 'Vércukor' and
 * 'gyor', 'GYŐR' and 'Győr' meet. Stripping every combining mark also folds the ő/ű look-alikes õ/û that
 * some keyboards and old lists use.
 */
export function foldText(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ').normalize('NFD').replace(/\p{M}/gu, '');
}

/** The query's words as search compares them: folded, empty ones dropped. */
export function queryWords(query: string): string[] {
  return foldText(query).split(' ').filter(Boolean);
}

/** Every word occurs in `folded` (text already through foldText or searchText). */
export function matchesWords(folded: string, words: string[]): boolean {
  return words.every((word) => folded.includes(word));
}

/** Every word of the query occurs in the text, accents and case aside. */
export function matchesQuery(text: string, query: string): boolean {
  return matchesWords(foldText(text), queryWords(query));
}

/**
 * The text a query is matched against, made small enough to travel in the page's markup (the catalogue's
 * `data-search`, docs/decisions/0042): folded, each word once, and without a word that another word
 * contains. A query word has no space, so it occurs in the text exactly when it occurs in one of its
 * words, and then also in any word containing that one: `matchesWords(searchText(t), words)` answers as
 * `matchesQuery(t, query)` does.
 */
export function searchText(text: string): string {
  const words = [...new Set(foldText(text).split(' '))].sort((a, b) => b.length - a.length);
  const kept: string[] = [];
  for (const word of words) if (word && !kept.some((longer) => longer.includes(word))) kept.push(word);
  return kept.join(' ');
}
