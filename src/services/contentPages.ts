import { cachedContent, contentPart } from '../backends/content';
import type { ContentEntry, ContentPopulate, ContentResponse } from '../backends/content/port';
import type { ImageSource } from '../domain/image';
import type { Bindings } from '../env';
import { LANGS, type Lang } from '../i18n/lang';
import { mediaImage } from './shell';

/**
 * The content site's own pages (issue 7): job openings, the careers page, events and static pages,
 * read from the content source. A page is found by its Slug in the page's locale; a slug of the same
 * document in the other language (a footer link, the language switcher) leads to this language's slug.
 */

export type ContentPageType = 'jobs' | 'events' | 'static-pages';

/** Rich text comes whole, like any scalar (Strapi v5 blocks); only media and relations need populating. */
const populateOf = (type: ContentPageType): ContentPopulate | undefined =>
  type === 'events' ? { CoverImg: true } : undefined;

const list = (response: ContentResponse): ContentEntry[] =>
  Array.isArray(response.data) ? response.data : response.data ? [response.data] : [];

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && !!item.trim()) : [];

export type Found<T> = { entry: T } | { redirect: string } | null;

/**
 * The entry of `type` whose slug is `slug` in `lang`; or, when `slug` belongs to the same document in
 * another language, the slug to redirect to; or null.
 */
export async function findBySlug(
  env: Bindings,
  type: ContentPageType,
  lang: Lang,
  slug: string,
): Promise<Found<ContentEntry>> {
  const bySlug = (locale: Lang, populate?: ContentPopulate) =>
    cachedContent(env, type, { locale, filters: { Slug: { $eq: slug } }, populate, pagination: { pageSize: 1 } });
  const [own] = list(await bySlug(lang, populateOf(type)));
  if (own) return { entry: own };
  for (const other of LANGS.filter((candidate) => candidate !== lang)) {
    const [foreign] = list(await bySlug(other, []));
    if (!foreign) continue;
    const [translation] = list(
      await cachedContent(env, type, {
        locale: lang,
        filters: { documentId: { $eq: foreign.documentId } },
        fields: ['Slug'],
        pagination: { pageSize: 1 },
      }),
    );
    const target = str(translation?.Slug);
    if (target && target !== slug) return { redirect: target };
  }
  return null;
}

/**
 * Every document of `type` in `lang` (scalars only), in the order given; none when the query fails
 * (logged), or the 503 when the list is the page's `subject` and the source is down (contentPart).
 */
export async function listEntries(
  env: Bindings,
  type: ContentPageType,
  lang: Lang,
  { sort, subject = false }: { sort?: string[]; subject?: boolean } = {},
) {
  const query = { locale: lang, sort, pagination: { pageSize: 100 } };
  return list(await contentPart(env, type, query, `The list of ${type}`, { subject }));
}

/** Slugs per document and language, for the sitemap: a page exists in each language that has one. */
export async function slugsByDocument(env: Bindings, type: ContentPageType): Promise<Partial<Record<Lang, string>>[]> {
  const pages = new Map<string, Partial<Record<Lang, string>>>();
  for (const lang of LANGS) {
    const query = { locale: lang, fields: ['Slug'], pagination: { pageSize: 100 } };
    const entries = list(await contentPart(env, type, query, `The slugs of ${type}`));
    for (const entry of entries) {
      const slug = str(entry.Slug);
      if (!slug) continue;
      const page = pages.get(entry.documentId) ?? {};
      page[lang] = slug;
      pages.set(entry.documentId, page);
    }
  }
  return [...pages.values()];
}

/**
 * One document's page under `base` in each language it exists in (the page's hreflang alternates):
 * its slugs looked up by documentId.
 */
export async function documentPaths(
  env: Bindings,
  type: ContentPageType,
  documentId: string,
  base: string,
): Promise<Partial<Record<Lang, string>>> {
  const paths: Partial<Record<Lang, string>> = {};
  for (const lang of LANGS) {
    const query = { locale: lang, filters: { documentId: { $eq: documentId } }, fields: ['Slug'] };
    const [entry] = list(await contentPart(env, type, query, `A page's other languages (${type})`));
    const slug = str(entry?.Slug);
    if (slug) paths[lang] = `${base}/${encodeURIComponent(slug)}`;
  }
  return paths;
}

/** The sitemap entries of a kind of page: its path under `base` in each language it exists in. */
export async function contentPageSitemap(env: Bindings, type: ContentPageType, base: string) {
  return (await slugsByDocument(env, type)).map((page) =>
    Object.fromEntries(Object.entries(page).map(([lang, slug]) => [lang, `${base}/${encodeURIComponent(slug)}`])),
  ) as Partial<Record<Lang, string>>[];
}

// ---- jobs -----------------------------------------------------------------------------------------

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export interface Job {
  documentId: string;
  title: string;
  slug: string;
  town: string;
  employmentType: EmploymentType;
  summary: string;
  content: unknown;
  requirements: string[];
  offer: string[];
  /** The day the opening was posted, YYYY-MM-DD. */
  postedOn: string;
}

export function toJob(entry: ContentEntry): Job {
  const type = str(entry.EmploymentType) as EmploymentType;
  return {
    documentId: entry.documentId,
    title: str(entry.Title),
    slug: str(entry.Slug),
    town: str(entry.Town),
    employmentType: EMPLOYMENT_TYPES.includes(type) ? type : 'FULL_TIME',
    summary: str(entry.Summary),
    content: entry.Content ?? [],
    requirements: strings(entry.Requirements),
    offer: strings(entry.Offer),
    // The editors' date (decision 0063); Strapi's time of publishing only for an entry without one.
    postedOn: (str(entry.PostedOn) || str(entry.publishedAt)).slice(0, 10),
  };
}

/** The open positions, newest first; `subject` on the page that lists them (listEntries). */
export async function loadJobs(env: Bindings, lang: Lang, { subject = false } = {}): Promise<Job[]> {
  const entries = await listEntries(env, 'jobs', lang, { sort: ['PostedOn:desc', 'Title:asc'], subject });
  return entries.map(toJob).filter((job) => job.slug && job.title);
}

// ---- events ---------------------------------------------------------------------------------------

export interface EventPage {
  title: string;
  slug: string;
  startsAt: string;
  endsAt?: string;
  place: string;
  cover?: ImageSource;
  content: unknown;
  contest?: { formId: string; title: string; intro: string; visitedLabel: string; maldivLabel: string };
}

/**
 * A datetime as one instant in one form (UTC, `toISOString`): Strapi answers datetimes in UTC, the
 * embedded store as they were written ('2026-12-05T09:00:00+01:00'); pages and JSON-LD show the same
 * either way. Text that is no datetime stays as it is.
 */
const instant = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

export async function toEvent(env: Bindings, entry: ContentEntry): Promise<EventPage> {
  const formId = str(entry.ContestFormId).trim();
  return {
    title: str(entry.Title),
    slug: str(entry.Slug),
    startsAt: instant(str(entry.StartsAt)),
    endsAt: instant(str(entry.EndsAt)) || undefined,
    place: str(entry.Place),
    cover: await mediaImage(env, entry.CoverImg),
    content: entry.Content ?? [],
    contest: formId
      ? {
          formId,
          title: str(entry.ContestTitle),
          intro: str(entry.ContestIntro),
          visitedLabel: str(entry.ContestVisitedLabel),
          maldivLabel: str(entry.ContestMaldivLabel),
        }
      : undefined,
  };
}

/**
 * Whether an event in either language runs the contest form `formId` (issue 12: entries for forms that
 * do not exist are refused). Read from the events list the site itself loads, so a stranger's formId
 * never becomes a cache key of its own.
 */
export async function contestFormExists(env: Bindings, formId: string): Promise<boolean> {
  for (const lang of LANGS) {
    const entries = await listEntries(env, 'events', lang);
    if (entries.some((entry) => str(entry.ContestFormId).trim() === formId)) return true;
  }
  return false;
}

// ---- the careers page -----------------------------------------------------------------------------

export interface CareerPage {
  title: string;
  intro: string;
  image?: ImageSource;
  reasons: { title: string; text: string }[];
  values: { title: string; text: string }[];
  gallery: ImageSource[];
  applyText: string;
}

export async function loadCareerPage(env: Bindings, lang: Lang): Promise<CareerPage | null> {
  const query = { locale: lang, populate: { HeroImage: true, Reasons: true, Values: true, Gallery: true } };
  // Without it the page shows its own words (routes/pages/jobs.tsx).
  const response = await contentPart(env, 'career-page', query, 'The careers page');
  const [entry] = list(response);
  if (!entry) return null;
  const pairs = (value: unknown) =>
    (Array.isArray(value) ? (value as Record<string, unknown>[]) : [])
      .map((item) => ({ title: str(item?.Title), text: str(item?.Text) }))
      .filter((item) => item.title);
  const gallery = await Promise.all(
    (Array.isArray(entry.Gallery) ? entry.Gallery : []).map((item) => mediaImage(env, item)),
  );
  return {
    title: str(entry.Title),
    intro: str(entry.Intro),
    image: await mediaImage(env, entry.HeroImage),
    reasons: pairs(entry.Reasons),
    values: pairs(entry.Values),
    gallery: gallery.filter((image): image is ImageSource => !!image),
    applyText: str(entry.ApplyText),
  };
}
