import { formMessages } from '../i18n/formMessages';
import type { Lang } from '../i18n/lang';
import { NewTabIcon } from './Icons';

/**
 * Inside a link that opens in a new tab: an icon to the eye and words to a screen reader, so that
 * nobody is taken somewhere new unwarned (WCAG 3.2.5, issue 16; G201).
 */
export function NewTabHint({ lang }: { lang: Lang }) {
  return (
    <>
      <NewTabIcon className="ml-1 inline-block h-4 w-4 shrink-0 align-middle" />
      <span className="sr-only"> {formMessages(lang).newTab}</span>
    </>
  );
}
