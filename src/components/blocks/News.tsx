import { localePath } from '../../i18n/lang';
import { Image } from '../Image';
import type { ImageSource } from '../../domain/image';
import { type BlockContext, type BlockLink, BlockSection, ButtonLink, SectionHeading } from './Section';
import { formatInstant } from '../../i18n/dates';

export interface NewsArticle {
  title: string;
  slug: string;
  excerpt?: string;
  image?: ImageSource;
  /** ISO date-time of publication. */
  publishedAt?: string;
}

export interface NewsBlock {
  eyebrow?: string;
  title: string;
  text?: string;
  button?: BlockLink;
  /** Front-page articles from the blogs collection, newest first. */
  articles: NewsArticle[];
}

/** The newest front-page articles; with none the block renders nothing. */
export function News({ block, id, ctx }: { block: NewsBlock; id: string; ctx: BlockContext }) {
  if (block.articles.length === 0) return null;
  return (
    <BlockSection name="news" labelledBy={id}>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id={id} eyebrow={block.eyebrow} title={block.title} text={block.text} />
        {block.button ? <ButtonLink button={block.button} lang={ctx.lang} variant="secondary" /> : null}
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {block.articles.map((article) => {
          const href = localePath(ctx.lang, `/hasznos/${article.slug}`);
          const date = article.publishedAt ? new Date(article.publishedAt) : null;
          return (
            <li key={article.slug}>
              <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-brand-100 shadow-sm">
                <div className="aspect-[16/9] overflow-hidden bg-brand-50">
                  {article.image ? (
                    <Image
                      image={article.image}
                      width={400}
                      resizing={ctx.imageResizing}
                      className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-103"
                    />
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col p-5">
                  {date && !Number.isNaN(date.getTime()) ? (
                    <time dateTime={article.publishedAt} className="text-sm text-ink-muted">
                      {formatInstant(ctx.lang, date)}
                    </time>
                  ) : null}
                  <h3 className="mt-1 text-lg font-700 leading-snug text-ink">
                    <a href={href} className="hover:text-brand-700 hover:underline">
                      {article.title}
                    </a>
                  </h3>
                  {article.excerpt ? (
                    <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-soft">{article.excerpt}</p>
                  ) : null}
                  <a href={href} className="link mt-auto pt-4 text-sm" aria-hidden="true" tabIndex={-1}>
                    {ctx.m.readMore}
                  </a>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
