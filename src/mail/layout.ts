/**
 * The one layout of every e-mail: a greeting, an introduction, titled sections of lines (text or a
 * link) and closing lines, as plain text and as simple inline-styled HTML in the message's language.
 */
import { HTML_LANG, type Lang } from '../i18n/lang';
import { messages } from '../i18n/messages';

export type Line = string | { text: string; href: string };

export interface Section {
  title: string;
  lines: Line[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A label before what it names: 'Térkép: https://…'. A label that is a sentence already ends in its own
 * stop and takes no colon after it (issue 15: 'Új időpontot foglalhat honlapunkon.: https://…').
 */
export const labelled = (label: string, value = '') =>
  [/[.:!?…]$/.test(label.trimEnd()) ? label.trimEnd() : `${label}:`, value].filter(Boolean).join(' ');

export function renderText(greeting: string, intro: string, list: Section[], outro: string[]): string {
  const line = (l: Line) => (typeof l === 'string' ? l : labelled(l.text, l.href));
  const body = list.map((s) => [s.title ? labelled(s.title) : '', ...s.lines.map(line)].filter(Boolean).join('\n'));
  return [greeting, intro, ...body, ...outro].join('\n\n') + '\n';
}

export function renderHtml(lang: Lang, greeting: string, intro: string, list: Section[], outro: string[]): string {
  const line = (l: Line) =>
    typeof l === 'string' ? escapeHtml(l) : `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>`;
  const body = list
    .map((s) => `${s.title ? `<h2>${escapeHtml(s.title)}</h2>` : ''}<p>${s.lines.map(line).join('<br>')}</p>`)
    .join('\n');
  const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><title>${escapeHtml(messages(lang).siteName)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:600px">
${paragraphs([greeting, intro])}
${body}
${paragraphs(outro)}
</body></html>
`;
}
