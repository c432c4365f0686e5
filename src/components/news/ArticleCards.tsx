import type { Lang } from '../../i18n/lang';
import type { ArticleAuthor, ArticleSummary, ArticleTag } from '../../services/news';
import { Image } from '../Image';
import { formatInstant } from '../../i18n/dates';

/**
 * The news cards: the large featured article, the list card, the compact recommended item, and the
 * author line. `href` gives an article's link in the page's language.
 */
export interface CardProps {
  article: ArticleSummary;
  href: string;
  lang: Lang;
  resizing: boolean;
  readMore?: string;
}

export function HighlightedTags({ tags, className = '' }: { tags: ArticleTag[]; className?: string }) {
  if (!tags.length) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag.slug} className="badge">
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

export function AuthorLine({
  author,
  date,
  lang,
  size = 'sm',
}: {
  author?: ArticleAuthor;
  date: string;
  lang: Lang;
  size?: 'sm' | 'lg';
}) {
  const avatar = size === 'lg' ? 'h-12 w-12' : 'h-9 w-9';
  return (
    <div className="flex items-center gap-3 text-sm text-ink-muted">
      {author?.avatar ? (
        <img
          src={author.avatar.url}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className={`${avatar} shrink-0 rounded-full`}
        />
      ) : null}
      <p className="min-w-0">
        {author ? <span className="block truncate font-600 text-ink">{author.name}</span> : null}
        <time dateTime={date}>{formatInstant(lang, date)}</time>
      </p>
    </div>
  );
}

function Cover({
  article,
  resizing,
  width,
  eager,
  className = '',
}: {
  article: ArticleSummary;
  resizing: boolean;
  width: number;
  eager?: boolean;
  className?: string;
}) {
  if (!article.cover) return <div className={`aspect-[16/9] w-full bg-brand-100 ${className}`} aria-hidden="true" />;
  return (
    <Image
      image={{ ...article.cover, alt: '' }}
      width={width}
      resizing={resizing}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      sizes={`(min-width: 1024px) ${width}px, 100vw`}
      className={`aspect-[16/9] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] ${className}`}
    />
  );
}

/** A list card: the whole card is one link target (the title), so it reads well on a phone. */
export function ArticleCard({ article, href, lang, resizing }: CardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-brand-100 shadow-sm transition-shadow hover:shadow-md">
      <div className="overflow-hidden">
        <Cover article={article} resizing={resizing} width={480} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <HighlightedTags tags={article.highlighted} />
        <h3 className="text-xl font-700 leading-snug text-ink">
          <a
            href={href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {article.title}
          </a>
        </h3>
        {article.excerpt ? <p className="line-clamp-3 text-ink-soft">{article.excerpt}</p> : null}
        <div className="mt-auto pt-2">
          <AuthorLine author={article.author} date={article.publishedAt} lang={lang} />
        </div>
      </div>
    </article>
  );
}

/** The featured article, large on top of the first list page. */
export function FeaturedArticle({ article, href, lang, resizing, readMore, label }: CardProps & { label: string }) {
  return (
    <article className="group relative grid overflow-hidden rounded-3xl bg-white ring-1 ring-brand-100 shadow-sm xl:grid-cols-[3fr_2fr]">
      <div className="overflow-hidden">
        <Cover article={article} resizing={resizing} width={860} eager className="xl:h-full xl:aspect-auto" />
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center rounded-full bg-brand-600 px-3 py-1 text-xs font-700 text-white">
            {label}
          </span>
          <HighlightedTags tags={article.highlighted} />
        </div>
        <h2 className="text-2xl font-700 leading-tight tracking-tight text-ink sm:text-3xl">
          <a href={href} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
            {article.title}
          </a>
        </h2>
        {article.excerpt ? <p className="text-lg text-ink-soft">{article.excerpt}</p> : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-2">
          <AuthorLine author={article.author} date={article.publishedAt} lang={lang} size="lg" />
          {readMore ? (
            <span className="font-600 text-brand-700 group-hover:underline" aria-hidden="true">
              {readMore} →
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A recommended (front-page) item: a small thumbnail and the title. */
export function CompactArticle({ article, href, lang }: Omit<CardProps, 'resizing'>) {
  return (
    <article className="group relative flex gap-4">
      {article.cover ? (
        <img
          src={article.cover.url}
          alt=""
          width={112}
          height={63}
          loading="lazy"
          className="h-16 w-28 shrink-0 rounded-lg object-cover"
        />
      ) : null}
      <div className="min-w-0">
        <h3 className="font-700 leading-snug text-ink break-anywhere hyphens-auto">
          <a href={href} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700">
            {article.title}
          </a>
        </h3>
        <p className="mt-1 text-sm text-ink-muted">
          <time dateTime={article.publishedAt}>{formatInstant(lang, article.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}
