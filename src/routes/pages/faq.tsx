import { Hono } from 'hono';
import type { ReactNode } from 'react';
import { cachedContent } from '../../backends/content';
import type { ContentEntry } from '../../backends/content/port';
import { JsonLd } from '../../components/JsonLd';
import { PageHeader } from '../../components/PageHeader';
import type { AppEnv, Bindings } from '../../env';
import { companyMessages } from '../../i18n/companyMessages';
import type { Lang } from '../../i18n/lang';
import { pageContext } from './pageContext';

/**
 * /gyik: frequently asked questions (spec section 2, Public pages; section 3, FAQ accordions) from the
 * `faqs` collection (Question, Answer, Topic, Weight), grouped by topic in weight order. The accordions
 * are native <details>, so they open without JavaScript; FAQPage structured data lists every answer.
 */
export const faqPage = new Hono<AppEnv>();

export interface Faq {
  question: string;
  answer: unknown;
  topic: string;
}

faqPage.get('/gyik', async (c) => {
  const page = pageContext(c);
  const { lang, href } = page;
  const t = companyMessages(lang);
  const faqs = await loadFaqs(c.env, lang);
  const topics = groupByTopic(faqs);
  return c.render(
    <>
      <PageHeader page={page} trail={[{ name: t.faqTitle, href: href('/gyik') }]} title={t.faqTitle} intro={t.faqIntro}>
        {topics.length > 1 ? (
          <nav aria-label={t.faqTitle} className="mt-5 flex flex-wrap gap-2">
            {topics.map(({ topic, id }) => (
              <a key={id} href={`#${id}`} className="chip">
                {topic}
              </a>
            ))}
          </nav>
        ) : null}
      </PageHeader>
      <div className="wrap max-w-4xl space-y-10 py-10">
        {topics.length === 0 ? <p className="text-ink-soft">{t.faqEmpty}</p> : null}
        {topics.map(({ topic, id, items }) => (
          <section key={id} aria-labelledby={id} className="scroll-mt-28">
            <h2 id={id} className="text-2xl font-700 text-ink">
              {topic}
            </h2>
            <div className="mt-4 space-y-3">
              {items.map((faq) => (
                <details key={faq.question} className="card group p-0" data-faq="">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-600 text-ink hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                    <span>{faq.question}</span>
                    <span
                      aria-hidden="true"
                      className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <div className="space-y-3 px-5 pb-5 text-ink-soft">
                    <RichText value={faq.answer} />
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="rounded-2xl bg-brand-50 p-5 text-ink">
          {t.faqMore}{' '}
          <a className="link" href={href('/kapcsolat')}>
            {t.faqContact}
          </a>
        </p>
      </div>
      {faqs.length ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            inLanguage: lang,
            mainEntity: faqs.map((faq) => ({
              '@type': 'Question',
              name: faq.question,
              acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
            })),
          }}
        />
      ) : null}
    </>,
    { title: t.faqTitle, description: t.faqIntro },
  );
});

/** The FAQ entries in weight order; a failed load is logged and the page shows none. */
export async function loadFaqs(env: Bindings, lang: Lang): Promise<Faq[]> {
  try {
    const response = await cachedContent(env, 'faqs', {
      locale: lang,
      populate: '*',
      sort: ['Weight:asc'],
      pagination: { pageSize: 100 },
    });
    const entries = (Array.isArray(response.data) ? response.data : []) as ContentEntry[];
    return entries.flatMap((entry) =>
      typeof entry.Question === 'string' && entry.Question.trim() && entry.Answer
        ? [{ question: entry.Question, answer: entry.Answer, topic: typeof entry.Topic === 'string' ? entry.Topic : '' }]
        : [],
    );
  } catch (error) {
    console.error(`FAQ could not be loaded (locale ${lang})`, error);
    return [];
  }
}

/** Topics in the order of their first (lightest) question. */
function groupByTopic(faqs: Faq[]) {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) groups.set(faq.topic, [...(groups.get(faq.topic) ?? []), faq]);
  return [...groups].map(([topic, items], index) => ({ topic, id: `tema-${index + 1}`, items }));
}

// ---- rich text: plain paragraphs or Strapi v5 blocks, rendered as React elements -------------------

type Node = { type?: string; text?: string; url?: string; level?: number; format?: string; children?: Node[] } & {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
};

const isNodeList = (value: unknown): value is Node[] =>
  Array.isArray(value) && value.every((item) => item && typeof item === 'object');

/** Only links a page may carry: the site's own paths, http(s), mail and phone. */
const safeUrl = (url: unknown) =>
  typeof url === 'string' && /^(\/(?!\/)|https?:|mailto:|tel:)/i.test(url.trim()) ? url.trim() : undefined;

function inline(nodes: Node[] = []): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'link') {
      const href = safeUrl(node.url);
      const external = href && /^https?:/i.test(href);
      return href ? (
        <a key={index} className="link" href={href} rel={external ? 'noopener noreferrer' : undefined}>
          {inline(node.children)}
        </a>
      ) : (
        <span key={index}>{inline(node.children)}</span>
      );
    }
    let content: ReactNode = node.text ?? inline(node.children);
    if (node.code) content = <code>{content}</code>;
    if (node.bold) content = <strong>{content}</strong>;
    if (node.italic) content = <em>{content}</em>;
    if (node.underline) content = <u>{content}</u>;
    if (node.strikethrough) content = <s>{content}</s>;
    return <span key={index}>{content}</span>;
  });
}

function block(node: Node, index: number): ReactNode {
  switch (node.type) {
    case 'heading':
      return (
        <h3 key={index} className="text-lg font-700 text-ink">
          {inline(node.children)}
        </h3>
      );
    case 'list': {
      const items = (node.children ?? []).map((item, i) => <li key={i}>{inline(item.children)}</li>);
      return node.format === 'ordered' ? (
        <ol key={index} className="list-decimal space-y-1 pl-6">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1 pl-6">
          {items}
        </ul>
      );
    }
    case 'quote':
      return (
        <blockquote key={index} className="border-l-4 border-brand-200 pl-4 italic">
          {inline(node.children)}
        </blockquote>
      );
    default:
      return <p key={index}>{inline(node.children)}</p>;
  }
}

/** A text field as paragraphs (blank lines separate them) or Strapi blocks; never raw HTML. */
export function RichText({ value }: { value: unknown }) {
  if (typeof value === 'string') {
    return (
      <>
        {value
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </>
    );
  }
  return isNodeList(value) ? <>{value.map(block)}</> : null;
}

/** The words of a text field, for structured data and descriptions. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\s*\n\s*\n\s*/g, ' ').trim();
  if (!isNodeList(value)) return '';
  const words = (nodes: Node[]): string => nodes.map((node) => node.text ?? words(node.children ?? [])).join('');
  return value
    .map((node) =>
      node.type === 'list' ? (node.children ?? []).map((item) => words(item.children ?? [])).join(' ') : words(node.children ?? []),
    )
    .filter(Boolean)
    .join(' ')
    .trim();
}
