import { contentPart } from '../backends/content';
import type { ContentEntry, ContentPopulate } from '../backends/content/port';
import type { Bindings } from '../env';
import type { Lang } from '../i18n/lang';

/** A single type's entry; a failed load is logged and the caller falls back to its own strings. */
export async function loadSingle(
  env: Bindings,
  type: string,
  lang: Lang,
  populate: ContentPopulate = '*',
): Promise<ContentEntry | null> {
  const response = await contentPart(env, type, { locale: lang, populate }, `The content ${type}`);
  const data = Array.isArray(response.data) ? response.data[0] : response.data;
  return (data as ContentEntry | undefined) ?? null;
}

/**
 * The customer service's phone number as /kapcsolat shows it (the contact-page single type's Phone), for
 * a booking that can no longer be changed or cancelled online (issue 15 point 5); null when the content
 * has none or cannot be read, and the caller points to the contact page instead.
 */
export async function servicePhone(env: Bindings, lang: Lang): Promise<string | null> {
  const phone = (await loadSingle(env, 'contact-page', lang))?.Phone;
  return typeof phone === 'string' && phone.trim() ? phone.trim() : null;
}
