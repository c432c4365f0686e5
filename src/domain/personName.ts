import type { Lang } from '../i18n/lang';

/**
 * A person's name as every page and mail of the site writes it (issue 25): family name first in
 * Hungarian ("Kovács Éva"), given name first in English ("Éva Kovács"); a part left blank (or missing from
 * a record written elsewhere, such as a laboratory system's) is left out.
 * The one place that orders a name: the booking's steps, the account, the manage pages and the mails
 * all read it.
 */
export function personName({ first_name, last_name }: { first_name?: string; last_name?: string }, lang: Lang): string {
  return (lang === 'hu' ? [last_name, first_name] : [first_name, last_name])
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
