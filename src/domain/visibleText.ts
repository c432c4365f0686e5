/**
 * The one rule for free text a visitor types that is stored and later shown to staff, in mails or in
 * exports (issue 24 point 5): nothing in it may be invisible or change how the rest reads. Pure and
 * without imports, so the server's checks and the browser's forms run this same file.
 *
 * Refused, by Unicode general category (UAX #44):
 * - Cc, controls: NUL and the rest of C0, DEL, and C1 (U+0080–U+009F);
 * - Cf, format characters: the bidi embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069)
 *   and marks (U+200E, U+200F, U+061C) that make a text read otherwise than it is stored (the
 *   "Trojan Source" trick, CVE-2021-42574), zero-width spaces and joiners (U+200B–U+200D), the word
 *   joiner and invisible operators (U+2060–U+2064), the BOM (U+FEFF), U+180E, the soft hyphen and the
 *   tag characters; an emoji built with a joiner goes with them;
 * - Cs, a lone half of a surrogate pair: with the `u` flag it is a code point of its own, which UTF-8
 *   cannot carry (a mail or an export turns it into U+FFFD or fails); a whole pair (an emoji) is not Cs;
 * - Zl and Zp, U+2028 and U+2029: line breaks that most screens do not show as one.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/**
 * A text of several lines may also hold tabs and line feeds, and a carriage return only before a line
 * feed: a browser posts a textarea's line breaks as CRLF (HTML, form submission: "normalize newlines").
 */
const HIDDEN_BUT_LINES = /\r(?!\n)|[^\P{Cc}\t\n\r]|[\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** 'line': a single-line field (no tab, no line break); 'lines': a field that may hold several lines. */
export type TextShape = 'line' | 'lines';

/** Whether `text` holds nothing the rule refuses, for a field of the given shape. */
export function isVisibleText(text: string, shape: TextShape = 'line'): boolean {
  return !(shape === 'lines' ? HIDDEN_BUT_LINES : HIDDEN).test(text);
}

/**
 * The English reason the API's 400 answers give after the field's name ('company: control or invisible
 * characters'); the forms read it to show their own translated message at the field.
 */
export const HIDDEN_CHARACTERS_REASON = 'control or invisible characters';
