/**
 * Text as search sees it: lowercase, accents stripped, spaces tidied, so 'vercukor' finds 'Vércukor' and
 * 'gyor', 'GYŐR' and 'Győr' meet. Stripping every combining mark also folds the ő/ű look-alikes õ/û that
 * some keyboards and old lists use.
 */
export function foldText(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Every word of the query occurs in the text, accents and case aside. */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
