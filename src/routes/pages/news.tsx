import { Hono } from 'hono';
import { Image } from '../../components/Image';
import { JsonLd } from '../../components/JsonLd';
import {
  ArticleCard,
  AuthorLine,
  CompactArticle,
  FeaturedArticle,
  HighlightedTags,
} from '../../components/news/ArticleCards';
import { listHref, Pagination, TagBar } from '../../components/news/ListNav';
import { PageHeader } from '../../components/PageHeader';
import { RichText } from '../../components/RichText';
import type { AppEnv, Bindings } from '../../env';
import { HTML_LANG, LANGS, type Lang } from '../../i18n/lang';
import { fill, newsMessages } from '../../i18n/newsMessages';
import {
  type Article,
  type ArticleSummary,
  type ArticleTag,
  loadAllArticles,
  loadArticle,
  loadArticlePage,
  loadArticleSlugs,
  loadRelated,
  articleAlternates,
} from '../../services/news';
import { notFound } from '../errors';
import { pageContext, type PageContext } from './pageContext';
import { absoluteUrl } from '../../backends/content/media';

/** News and blog (issue 7): the list at /hasznos and one article at /hasznos/{hirSanitizedTitle}. */
export const newsPages = new Hono<AppEnv>();

const articlePath = (slug: string) => `/hasznos/${encodeURIComponent(slug)}`;

/** Tags in first-seen order without repeats, sorted by name in the page's language. */
function uniqueTags(tags: ArticleTag[], lang: Lang): ArticleTag[] {
  const bySlug = new Map(tags.map((tag) => [tag.slug, tag]));
  const collator = new Intl.Collator(HTML_LANG[lang]);
  return [...bySlug.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/** ?oldal=N: a positive integer, 1 when absent; NaN for anything else (answered with 404). */
function pageNumber(value: string | undefined): number {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : NaN;
}

/**
 * The list's articles for `tag` (every tag when empty) and page `current`: the tag bar's tags, the
 * featured article with the front-page picks on the unfiltered first page, and the page's items. Null
 * for a tag no article has or a page past the last (answered with 404).
 */
async function loadNewsList(env: Bindings, lang: Lang, tag: string, current: number) {
  const all = await loadAllArticles(env, lang);
  const highlighted = uniqueTags(
    all.flatMap((article) => article.highlighted),
    lang,
  );
  const tags = uniqueTags(
    all.flatMap((article) => article.tags),
    lang,
  ).filter((candidate) => !highlighted.some((marked) => marked.slug === candidate.slug));
  const currentTag = tag ? [...highlighted, ...tags].find((candidate) => candidate.slug === tag) : undefined;
  if (tag && !currentTag) return null;

  // The featured article stands large on top of the unfiltered first page and is left out of the grid.
  const featured = tag ? undefined : all.find((article) => article.featured);
  const { items, pageCount } = await loadArticlePage(env, lang, {
    tag,
    page: current,
    exclude: featured?.documentId,
  });
  if (current > Math.max(1, pageCount)) return null;
  const top = current === 1 ? featured : undefined;
  const recommended = top
    ? all.filter((article) => article.frontPage && article.documentId !== top.documentId).slice(0, 3)
    : [];
  return { highlighted, tags, currentTag, items, pageCount, top, recommended };
}

/** The featured article, large, beside the front-page picks. */
function FeaturedRow({
  page,
  top,
  recommended,
  resizing,
}: {
  page: PageContext;
  top: ArticleSummary;
  recommended: ArticleSummary[];
  resizing: boolean;
}) {
  const { lang, href } = page;
  const nm = newsMessages(lang);
  const link = (article: ArticleSummary) => href(articlePath(article.slug));
  return (
    <div
      className={`mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 ${recommended.length ? 'lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]' : ''}`}
    >
      <FeaturedArticle
        article={top}
        href={link(top)}
        lang={lang}
        resizing={resizing}
        readMore={nm.readMore}
        label={nm.featured}
      />
      {recommended.length ? (
        <aside aria-labelledby="news-recommended" className="card self-start p-6">
          <h2 id="news-recommended" className="text-lg font-700 text-ink">
            {nm.frontPage}
          </h2>
          <ul className="mt-5 space-y-5">
            {recommended.map((article) => (
              <li key={article.documentId}>
                <CompactArticle article={article} href={link(article)} lang={lang} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  );
}

/** The page's articles as cards, and the pagination. */
function LatestArticles({
  page,
  base,
  tag,
  current,
  pageCount,
  items,
  resizing,
}: {
  page: PageContext;
  base: string;
  tag: string;
  current: number;
  pageCount: number;
  items: ArticleSummary[];
  resizing: boolean;
}) {
  const { lang, href } = page;
  const nm = newsMessages(lang);
  return (
    <section aria-labelledby="news-latest" className="mt-12">
      <h2 id="news-latest" className="text-2xl font-700 text-ink">
        {current > 1 ? fill(nm.pageOf, { page: current }) : nm.latest}
      </h2>
      {items.length ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((article) => (
            <li key={article.documentId}>
              <ArticleCard article={article} href={href(articlePath(article.slug))} lang={lang} resizing={resizing} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-xl bg-brand-50 p-6 text-ink">{nm.noArticles}</p>
      )}
      <Pagination
        base={base}
        tag={tag}
        page={current}
        pageCount={pageCount}
        labels={{
          nav: nm.paginationLabel,
          previous: nm.previous,
          next: nm.next,
          page: (n) => fill(nm.pageOf, { page: n }),
        }}
      />
    </section>
  );
}

newsPages.get('/hasznos', async (c) => {
  const page = pageContext(c);
  const { lang, href } = page;
  const nm = newsMessages(lang);
  const resizing = c.env.IMAGE_RESIZING === 'true';
  const base = href('/hasznos');
  const tag = c.req.query('tag') ?? '';
  const current = pageNumber(c.req.query('oldal'));
  if (Number.isNaN(current)) return notFound(c);
  const list = await loadNewsList(c.env, lang, tag, current);
  if (!list) return notFound(c);
  const { currentTag, top } = list;

  const heading = currentTag ? fill(nm.tagTitle, { tag: currentTag.name }) : nm.title;
  const title = current > 1 ? fill(nm.pageTitle, { title: heading, page: current }) : heading;
  const trail = [{ name: nm.title, href: base }];
  if (currentTag) trail.push({ name: currentTag.name, href: listHref(base, currentTag.slug) });

  return c.render(
    <>
      <PageHeader
        page={page}
        trail={trail}
        title={heading}
        intro={currentTag ? fill(nm.tagIntro, { tag: currentTag.name }) : nm.intro}
      />
      <div className="wrap py-8 sm:py-10">
        <TagBar
          base={base}
          current={tag}
          highlighted={list.highlighted}
          tags={list.tags}
          label={nm.tagFilterLabel}
          allLabel={nm.allTags}
        />
        {top ? <FeaturedRow page={page} top={top} recommended={list.recommended} resizing={resizing} /> : null}
        <LatestArticles
          page={page}
          base={base}
          tag={tag}
          current={current}
          pageCount={list.pageCount}
          items={list.items}
          resizing={resizing}
        />
      </div>
    </>,
    { title, description: currentTag ? fill(nm.tagIntro, { tag: currentTag.name }) : nm.description },
  );
});

/** The article's slug in `lang` when `slug` names it in another language (the language switch). */
async function translatedSlug(env: Bindings, lang: Lang, slug: string): Promise<string | undefined> {
  for (const other of LANGS.filter((candidate) => candidate !== lang)) {
    const theirs = await loadArticleSlugs(env, other);
    const documentId = [...theirs].find(([, candidate]) => candidate === slug)?.[0];
    if (documentId) return (await loadArticleSlugs(env, lang)).get(documentId);
  }
  return undefined;
}

/** The article itself: its cover, its text and its tags, each linking to the list of that tag. */
function ArticleBody({ page, article, resizing }: { page: PageContext; article: Article; resizing: boolean }) {
  const { href } = page;
  const nm = newsMessages(page.lang);
  const base = href('/hasznos');
  // Content links are stored without the language prefix; a link already in a language stays as it is.
  const localize = (path: string) => (/^\/[a-z]{2}(?=[/?#]|$)/.test(path) ? path : href(path));
  const topics = [...article.highlighted, ...article.tags];
  return (
    <article className="min-w-0 max-w-3xl">
      {article.cover ? (
        <Image
          image={article.cover}
          width={768}
          resizing={resizing}
          loading="eager"
          fetchPriority="high"
          sizes="(min-width: 1024px) 768px, 100vw"
          className="h-auto w-full rounded-2xl"
        />
      ) : null}
      <RichText
        blocks={article.content}
        localize={localize}
        className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft"
      />
      {topics.length ? (
        <section className="mt-10 border-t border-brand-100 pt-6">
          <h2 className="text-sm font-700 uppercase tracking-wide text-ink-muted">{nm.tags}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={topic.slug}>
                <a href={listHref(base, topic.slug)} className="chip">
                  {topic.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** Articles on the same topics, under the article. */
function RelatedArticles({
  page,
  related,
  resizing,
}: {
  page: PageContext;
  related: ArticleSummary[];
  resizing: boolean;
}) {
  const { lang, href } = page;
  const nm = newsMessages(lang);
  return (
    <section aria-labelledby="news-related" className="border-t border-brand-100 bg-brand-50 py-12">
      <div className="wrap">
        <h2 id="news-related" className="text-2xl font-700 text-ink">
          {nm.related}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((item) => (
            <li key={item.documentId}>
              <ArticleCard article={item} href={href(articlePath(item.slug))} lang={lang} resizing={resizing} />
            </li>
          ))}
        </ul>
        <a href={href('/hasznos')} className="link mt-8 inline-block">
          ← {nm.backToList}
        </a>
      </div>
    </section>
  );
}

newsPages.get('/hasznos/:hirSanitizedTitle', async (c) => {
  const page = pageContext(c);
  const { lang, href } = page;
  const nm = newsMessages(lang);
  const slug = c.req.param('hirSanitizedTitle');
  const article = await loadArticle(c.env, lang, slug);
  if (!article) {
    const translated = await translatedSlug(c.env, lang, slug);
    return translated ? c.redirect(href(articlePath(translated)), 301) : notFound(c);
  }
  const related = await loadRelated(c.env, lang, article);
  const resizing = c.env.IMAGE_RESIZING === 'true';

  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[
          { name: nm.title, href: href('/hasznos') },
          { name: article.title, href: href(articlePath(article.slug)) },
        ]}
        title={article.title}
        intro={article.excerpt}
      >
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <AuthorLine author={article.author} date={article.publishedAt} lang={lang} size="lg" />
          <HighlightedTags tags={article.highlighted} />
        </div>
      </PageHeader>
      <div className="wrap grid gap-10 py-10 lg:grid-cols-[minmax(0,48rem)_20rem] xl:gap-16">
        <ArticleBody page={page} article={article} resizing={resizing} />
        <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          {article.author ? <AuthorCard page={page} article={article} /> : null}
          <section className="rounded-2xl bg-brand-700 p-6 text-white">
            <h2 className="text-xl font-700">{nm.bookTitle}</h2>
            <p className="mt-2 text-brand-50">{nm.bookText}</p>
            <a href={href('/idopontfoglalas')} className="btn mt-5 w-full bg-white text-brand-700 hover:bg-brand-50">
              {nm.bookButton}
            </a>
          </section>
        </aside>
      </div>
      {related.length ? <RelatedArticles page={page} related={related} resizing={resizing} /> : null}
      <JsonLd data={articleData(article, page)} />
    </>,
    {
      title: article.title,
      description: article.excerpt,
      ogImage: article.cover?.url,
      ogType: 'article',
      alternates: await articleAlternates(c.env, article.documentId),
    },
  );
});

function AuthorCard({ page, article }: { page: PageContext; article: Article }) {
  const author = article.author!;
  return (
    <section className="card p-6">
      <h2 className="text-sm font-700 uppercase tracking-wide text-ink-muted">{newsMessages(page.lang).author}</h2>
      <div className="mt-4 flex items-center gap-4">
        {author.avatar ? (
          <img
            src={author.avatar.url}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded-full"
          />
        ) : null}
        <div className="min-w-0">
          <p className="font-700 text-ink">{author.name}</p>
          {author.title ? <p className="text-sm text-ink-soft">{author.title}</p> : null}
        </div>
      </div>
    </section>
  );
}

/** schema.org Article (headline, dates, author, image, publisher); the breadcrumb comes from PageHeader. */
function articleData(article: Article, { origin, href, lang, m }: PageContext) {
  const url = `${origin}${href(articlePath(article.slug))}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    // The editors' date (decision 0063): Strapi's updatedAt moves with every save, an import's included.
    dateModified: article.publishedAt,
    inLanguage: HTML_LANG[lang],
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: article.cover ? [absoluteUrl(article.cover.url, origin)] : undefined,
    author: article.author
      ? {
          '@type': 'Person',
          name: article.author.name,
          jobTitle: article.author.title,
          image: article.author.avatar ? absoluteUrl(article.author.avatar.url, origin) : undefined,
        }
      : undefined,
    publisher: {
      '@type': 'Organization',
      name: m.siteName,
      logo: { '@type': 'ImageObject', url: `${origin}/images/logo.svg` },
    },
    keywords: [...article.highlighted, ...article.tags].map((tag) => tag.name).join(', ') || undefined,
  };
}
