import { Hono } from 'hono';
import { contentPart } from '../../backends/content';
import type { ContentEntry } from '../../backends/content/port';
import { JsonLd } from '../../components/JsonLd';
import { PageHeader } from '../../components/PageHeader';
import type { AppEnv, Bindings } from '../../env';
import { companyMessages } from '../../i18n/companyMessages';
import type { Lang } from '../../i18n/lang';
import { pageContext } from './pageContext';
import { plainText, RichText } from '../../components/RichText';

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
                  <RichText blocks={faq.answer} localize={page.href} className="space-y-3 px-5 pb-5 text-ink-soft" />
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
              acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer).replace(/\s+/g, ' ').trim() },
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
  // The questions are the page: with the CMS down and no copy, the branded 503 with Retry-After
  // (issue 12 point 5), not an empty list that says there are no questions and is served as a 200.
  const query = { locale: lang, populate: '*', sort: ['Weight:asc'], pagination: { pageSize: 100 } };
  const response = await contentPart(env, 'faqs', query, 'The FAQ', { subject: true });
  const entries = (Array.isArray(response.data) ? response.data : []) as ContentEntry[];
  return entries.flatMap((entry) =>
    typeof entry.Question === 'string' && entry.Question.trim() && entry.Answer
      ? [{ question: entry.Question, answer: entry.Answer, topic: typeof entry.Topic === 'string' ? entry.Topic : '' }]
      : [],
  );
}

/** Topics in the order of their first (lightest) question. */
function groupByTopic(faqs: Faq[]) {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) groups.set(faq.topic, [...(groups.get(faq.topic) ?? []), faq]);
  return [...groups].map(([topic, items], index) => ({ topic, id: `tema-${index + 1}`, items }));
}
