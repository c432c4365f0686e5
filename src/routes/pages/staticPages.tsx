import { Hono } from 'hono';
import { plainText, RichText } from '../../components/RichText';
import { PageHeader } from '../../components/PageHeader';
import type { AppEnv } from '../../env';
import { documentPaths, findBySlug, str } from '../../services/contentPages';
import { notFound } from '../errors';
import { pageContext } from './pageContext';

/**
 * Static pages (/statikus/{staticSanitizedTitle}, spec section 2): privacy notice, terms, imprint,
 * cookie policy. English slugs differ; a Hungarian slug under /en leads to the English page.
 */
export const staticPages = new Hono<AppEnv>();

staticPages.get('/statikus/:staticSanitizedTitle', async (c) => {
  const page = pageContext(c);
  const found = await findBySlug(c.env, 'static-pages', page.lang, c.req.param('staticSanitizedTitle'));
  if (!found) return notFound(c);
  if ('redirect' in found) return c.redirect(page.href(`/statikus/${encodeURIComponent(found.redirect)}`), 301);
  const title = str(found.entry.Title);
  const slug = str(found.entry.Slug);
  const content = found.entry.Content ?? [];
  const description = plainText(content).replace(/\s+/g, ' ').slice(0, 160).trim();
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: title, href: page.href(`/statikus/${encodeURIComponent(slug)}`) }]}
        title={title}
      />
      <div className="wrap py-8 sm:py-12">
        <RichText blocks={content} localize={page.href} className="max-w-3xl space-y-5 leading-relaxed text-ink-soft" />
      </div>
    </>,
    { title, description, alternates: await documentPaths(c.env, 'static-pages', found.entry.documentId, '/statikus') },
  );
});
