import { cachedContent, contentPart } from '../backends/content';
import type { ContentEntry, ContentFilters, ContentQuery } from '../backends/content/port';
import type { ImageSource } from '../domain/image';
import type { Bindings } from '../env';
import type { Lang } from '../i18n/lang';
import { mediaImage } from './shell';

/**
 * News and blog articles from the content source's `blogs` collection (spec section 3, Blog item):
 * Title, Slug (the hirSanitizedTitle, per locale), Excerpt, CoverImg, Tags and TagsHighlighted
 * ({ Name, Slug } lists), FrontPageItem, Featured, PostedAt (the editors' date), Author ({ Name, Titule, Avatar }) and
 * Content (Strapi v5 rich-text blocks). Articles are paired across languages by documentId.
 */
export const BLOGS = 'blogs';
export const PAGE_SIZE = 9;

export interface ArticleTag {
  name: string;
  slug: string;
}

export interface ArticleAuthor {
  name: string;
  title?: string;
  avatar?: ImageSource;
}

export interface ArticleSummary {
  documentId: string;
  title: string;
  slug: string;
  excerpt?: string;
  cover?: ImageSource;
  tags: ArticleTag[];
  highlighted: ArticleTag[];
  frontPage: boolean;
  featured: boolean;
  publishedAt: string;
  author?: ArticleAuthor;
}

export interface Article extends ArticleSummary {
  content: unknown[];
}

/** By the editors' date (decision 0063): Strapi stamps publishedAt anew each time an entry is published. */
export const NEWEST_FIRST = ['PostedAt:desc', 'publishedAt:desc'];
const SUMMARY_FIELDS = ['Title', 'Slug', 'Excerpt', 'PostedAt', 'publishedAt', 'FrontPageItem', 'Featured'];
const SUMMARY_POPULATE = { CoverImg: true, Tags: true, TagsHighlighted: true, Author: { populate: { Avatar: true } } };

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
/** When an article is dated: the editors' date; Strapi's time of publishing only for an entry without one. */
export const postedAt = (entry: ContentEntry) => str(entry.PostedAt) ?? str(entry.publishedAt);

function tagList(value: unknown): ArticleTag[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((tag) => {
    const name = str((tag as Record<string, unknown>)?.Name);
    const slug = str((tag as Record<string, unknown>)?.Slug);
    return name && slug ? [{ name, slug }] : [];
  });
}

async function summary(env: Bindings, entry: ContentEntry): Promise<ArticleSummary | null> {
  const title = str(entry.Title);
  const slug = str(entry.Slug);
  const publishedAt = postedAt(entry);
  if (!title || !slug || !publishedAt) return null;
  const author = entry.Author as Record<string, unknown> | null | undefined;
  const authorName = str(author?.Name);
  return {
    documentId: entry.documentId,
    title,
    slug,
    excerpt: str(entry.Excerpt),
    cover: await mediaImage(env, entry.CoverImg),
    tags: tagList(entry.Tags),
    highlighted: tagList(entry.TagsHighlighted),
    frontPage: entry.FrontPageItem === true,
    featured: entry.Featured === true,
    publishedAt,
    author: authorName
      ? { name: authorName, title: str(author?.Titule), avatar: await mediaImage(env, author?.Avatar) }
      : undefined,
  };
}

async function summaries(env: Bindings, entries: ContentEntry[]): Promise<ArticleSummary[]> {
  const list = await Promise.all(entries.map((entry) => summary(env, entry)));
  return list.filter((item): item is ArticleSummary => item !== null);
}

const entriesOf = (data: ContentEntry | ContentEntry[] | null) => (Array.isArray(data) ? data : data ? [data] : []);

/** Articles as cards: none when the query fails, or the 503 when they are the page's `subject` (contentPart). */
async function findSummaries(env: Bindings, lang: Lang, query: Omit<ContentQuery, 'locale'>, subject = false) {
  const response = await contentPart(
    env,
    BLOGS,
    { locale: lang, fields: SUMMARY_FIELDS, populate: SUMMARY_POPULATE, sort: NEWEST_FIRST, ...query },
    'A list of articles',
    { subject },
  );
  return { items: await summaries(env, entriesOf(response.data)), pagination: response.meta.pagination };
}

/** Every article of a language, newest first (for the tag bar, the featured and front-page items). */
export async function loadAllArticles(env: Bindings, lang: Lang): Promise<ArticleSummary[]> {
  const all: ArticleSummary[] = [];
  for (let page = 1; page <= 20; page++) {
    const { items, pagination } = await findSummaries(env, lang, { pagination: { page, pageSize: 100 } });
    all.push(...items);
    if (!pagination || page >= pagination.pageCount) break;
  }
  return all;
}

/** Articles tagged `tag` (in Tags or TagsHighlighted); the empty tag matches every article. */
export const tagFilter = (tag: string): ContentFilters =>
  tag ? { $or: [{ Tags: { Slug: { $eq: tag } } }, { TagsHighlighted: { Slug: { $eq: tag } } }] } : {};

/** One page of the list, newest first, optionally by tag and leaving one article out (the featured one). */
export async function loadArticlePage(
  env: Bindings,
  lang: Lang,
  { tag = '', page = 1, exclude }: { tag?: string; page?: number; exclude?: string },
) {
  const filters: ContentFilters = { ...tagFilter(tag), ...(exclude ? { documentId: { $ne: exclude } } : {}) };
  const { items, pagination } = await findSummaries(
    env,
    lang,
    { filters, pagination: { page, pageSize: PAGE_SIZE } },
    true,
  );
  return { items, pageCount: pagination?.pageCount ?? 1, total: pagination?.total ?? items.length };
}

/** The article with this slug in this language, with its rich text, or null. */
export async function loadArticle(env: Bindings, lang: Lang, slug: string): Promise<Article | null> {
  const response = await cachedContent(env, BLOGS, {
    locale: lang,
    filters: { Slug: { $eq: slug } },
    populate: SUMMARY_POPULATE,
    pagination: { page: 1, pageSize: 1 },
  });
  const entry = entriesOf(response.data)[0];
  const base = entry ? await summary(env, entry) : null;
  if (!entry || !base) return null;
  return { ...base, content: Array.isArray(entry.Content) ? entry.Content : [] };
}

/** Up to `count` other articles sharing a tag with `article`, newest first. */
export async function loadRelated(env: Bindings, lang: Lang, article: ArticleSummary, count = 3) {
  const slugs = [...article.tags, ...article.highlighted].map((tag) => tag.slug);
  if (!slugs.length) return [];
  const { items } = await findSummaries(env, lang, {
    filters: {
      documentId: { $ne: article.documentId },
      $or: [{ Tags: { Slug: { $in: slugs } } }, { TagsHighlighted: { Slug: { $in: slugs } } }],
    },
    pagination: { page: 1, pageSize: count },
  });
  return items;
}

/** Every article's slug in a language by documentId (for the sitemap and the language switch). */
export async function loadArticleSlugs(env: Bindings, lang: Lang): Promise<Map<string, string>> {
  const slugs = new Map<string, string>();
  for (let page = 1; page <= 20; page++) {
    const query = { locale: lang, fields: ['Slug'], sort: NEWEST_FIRST, pagination: { page, pageSize: 100 } };
    const response = await contentPart(env, BLOGS, query, "The articles' slugs");
    for (const entry of entriesOf(response.data)) {
      const slug = str(entry.Slug);
      if (slug) slugs.set(entry.documentId, slug);
    }
    if (page >= (response.meta.pagination?.pageCount ?? 1)) break;
  }
  return slugs;
}

/** An article's page in each language it exists in (its hreflang alternates). */
export async function articleAlternates(env: Bindings, documentId: string): Promise<Partial<Record<Lang, string>>> {
  const [hu, en] = await Promise.all([loadArticleSlugs(env, 'hu'), loadArticleSlugs(env, 'en')]);
  const paths: Partial<Record<Lang, string>> = {};
  if (hu.has(documentId)) paths.hu = `/hasznos/${encodeURIComponent(hu.get(documentId)!)}`;
  if (en.has(documentId)) paths.en = `/hasznos/${encodeURIComponent(en.get(documentId)!)}`;
  return paths;
}

/**
 * The sitemap's article pages (src/routes/seo.ts): one page per documentId with its slug in each
 * language it exists in, so translated articles are listed as alternates of each other.
 */
export async function newsSitemap(env: Bindings): Promise<Partial<Record<Lang, string>>[]> {
  const [hu, en] = await Promise.all([loadArticleSlugs(env, 'hu'), loadArticleSlugs(env, 'en')]);
  const path = (slug: string) => `/hasznos/${encodeURIComponent(slug)}`;
  const ids = new Set([...hu.keys(), ...en.keys()]);
  return [...ids].map((id) => {
    const page: Partial<Record<Lang, string>> = {};
    if (hu.has(id)) page.hu = path(hu.get(id)!);
    if (en.has(id)) page.en = path(en.get(id)!);
    return page;
  });
}
