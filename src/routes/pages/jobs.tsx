import { Hono } from 'hono';
import { plainText, RichText } from '../../components/RichText';
import { CheckIcon } from '../../components/Icons';
import { Image } from '../../components/Image';
import { JsonLd } from '../../components/JsonLd';
import { PageHeader } from '../../components/PageHeader';
import type { AppEnv } from '../../env';
import { contentPagesMessages } from '../../i18n/contentPagesMessages';
import {
  type CareerPage,
  documentPaths,
  findBySlug,
  type Job,
  loadCareerPage,
  loadJobs,
  toJob,
} from '../../services/contentPages';
import { notFound } from '../errors';
import { pageContext, type PageContext } from './pageContext';
import { formatDay } from '../../i18n/dates';

/** Job openings (/allasok, /allasok/{allasSanitizedTitle}) and the careers page (/karrier), spec section 2. */
export const jobPages = new Hono<AppEnv>();

const HR_EMAIL = 'hr@pannonlabor.hu';

/** The openings as cards, or `empty` when there are none (the openings page and the career page). */
function JobList({
  jobs,
  page,
  empty,
  className = '',
}: {
  jobs: Job[];
  page: PageContext;
  empty: string;
  className?: string;
}) {
  if (!jobs.length) return <p className={`card max-w-2xl text-ink-soft ${className}`}>{empty}</p>;
  return (
    <ul className={`grid gap-5 md:grid-cols-2 xl:grid-cols-3 ${className}`}>
      {jobs.map((job) => (
        <JobCard key={job.documentId} job={job} page={page} />
      ))}
    </ul>
  );
}

function JobCard({ job, page }: { job: Job; page: PageContext }) {
  const t = contentPagesMessages(page.lang);
  const href = page.href(`/allasok/${encodeURIComponent(job.slug)}`);
  return (
    <li className="card flex flex-col gap-3 p-6" data-job={job.slug}>
      <div className="flex flex-wrap gap-2">
        <span className="badge">{t.employmentTypes[job.employmentType]}</span>
        <span className="badge bg-brand-50 text-brand-800">{job.town}</span>
      </div>
      <h2 className="text-xl font-700 text-ink">
        <a href={href} className="hover:text-brand-700 hover:underline">
          {job.title}
        </a>
      </h2>
      <p className="text-ink-soft">{job.summary}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <span className="text-sm text-ink-muted">
          {t.postedOn}: <time dateTime={job.postedOn}>{formatDay(page.lang, job.postedOn)}</time>
        </span>
        <a href={href} className="btn-secondary" aria-label={`${t.jobDetails}: ${job.title}`}>
          {t.jobDetails}
        </a>
      </div>
    </li>
  );
}

jobPages.get('/allasok', async (c) => {
  const page = pageContext(c);
  const t = contentPagesMessages(page.lang);
  const jobs = await loadJobs(c.env, page.lang, { subject: true });
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[
          { name: t.careersTitle, href: page.href('/karrier') },
          { name: t.jobsTitle, href: page.href('/allasok') },
        ]}
        title={t.jobsTitle}
        intro={t.jobsIntro}
      >
        <p className="mt-4 font-600 text-brand-700" data-job-count={jobs.length}>
          {t.jobsCount(jobs.length)}
        </p>
      </PageHeader>
      <div className="wrap py-8 sm:py-10">
        <JobList jobs={jobs} page={page} empty={t.jobsEmpty} />
      </div>
    </>,
    { title: t.jobsTitle, description: t.jobsIntro },
  );
});

jobPages.get('/allasok/:allasSanitizedTitle', async (c) => {
  const page = pageContext(c);
  const t = contentPagesMessages(page.lang);
  const found = await findBySlug(c.env, 'jobs', page.lang, c.req.param('allasSanitizedTitle'));
  if (!found) return notFound(c);
  if ('redirect' in found) return c.redirect(page.href(`/allasok/${encodeURIComponent(found.redirect)}`), 301);
  const job = toJob(found.entry);
  const href = page.href(`/allasok/${encodeURIComponent(job.slug)}`);
  const mailto = `mailto:${HR_EMAIL}?subject=${encodeURIComponent(t.applySubject(job.title))}`;
  const facts = [
    [t.location, job.town],
    [t.employmentType, t.employmentTypes[job.employmentType]],
    [t.postedOn, formatDay(page.lang, job.postedOn)],
  ];
  const lists = [
    [t.requirements, job.requirements, 'requirements'],
    [t.weOffer, job.offer, 'offer'],
  ] as const;
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[
          { name: t.careersTitle, href: page.href('/karrier') },
          { name: t.jobsTitle, href: page.href('/allasok') },
          { name: job.title, href },
        ]}
        title={job.title}
        intro={job.summary}
      />
      <div className="wrap grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
        <article className="min-w-0">
          <h2 className="text-2xl font-700 text-ink">{t.aboutTheRole}</h2>
          <RichText
            blocks={job.content}
            localize={page.href}
            className="mt-4 max-w-3xl space-y-4 leading-relaxed text-ink-soft"
          />
          {lists.map(([title, items, id]) =>
            items.length ? (
              <section key={id} aria-labelledby={`job-${id}`} className="mt-10 max-w-3xl">
                <h2 id={`job-${id}`} className="text-2xl font-700 text-ink">
                  {title}
                </h2>
                <ul className="mt-4 space-y-3">
                  {items.map((item) => (
                    <li key={item} className="flex gap-3 text-ink-soft">
                      <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </article>
        <aside className="order-first space-y-6 lg:order-none lg:sticky lg:top-28 lg:self-start">
          <div className="card space-y-5 p-6">
            <dl className="space-y-3">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt className="text-sm text-ink-muted">{term}</dt>
                  <dd className="font-600 text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <section aria-labelledby="how-to-apply" className="border-t border-brand-100 pt-5">
              <h2 id="how-to-apply" className="text-lg font-700 text-ink">
                {t.howToApply}
              </h2>
              <p className="mt-2 text-sm text-ink-soft">{t.howToApplyText}</p>
              <a href={mailto} className="btn-primary mt-4 w-full" data-apply="">
                {t.applyButton}
              </a>
              <p className="mt-2 text-center text-sm text-ink-muted">{HR_EMAIL}</p>
            </section>
          </div>
          <a href={page.href('/allasok')} className="link inline-block">
            {t.allJobs}
          </a>
        </aside>
      </div>
      <JsonLd data={jobPosting(job, page)} />
    </>,
    {
      title: job.title,
      description: job.summary || t.jobsIntro,
      alternates: await documentPaths(c.env, 'jobs', job.documentId, '/allasok'),
    },
  );
});

/** schema.org JobPosting (Google's required properties: title, description, datePosted, hiringOrganization, jobLocation). */
function jobPosting(job: Job, { origin, href, lang }: PageContext) {
  const t = contentPagesMessages(lang);
  const section = (title: string, items: string[]) =>
    items.length ? `${title}:\n${items.map((item) => `• ${item}`).join('\n')}` : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      job.summary,
      plainText(job.content),
      section(t.requirements, job.requirements),
      section(t.weOffer, job.offer),
    ]
      .filter(Boolean)
      .join('\n\n'),
    datePosted: job.postedOn,
    employmentType: job.employmentType,
    url: `${origin}${href(`/allasok/${encodeURIComponent(job.slug)}`)}`,
    hiringOrganization: {
      '@type': 'Organization',
      name: 'Pannon Labor',
      sameAs: origin,
      logo: `${origin}/images/logo.svg`,
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.town, addressCountry: 'HU' },
    },
    applicationContact: { '@type': 'ContactPoint', email: HR_EMAIL },
  };
}

/** Why work here: the reasons as cards, beside the career page's picture. */
function WhyUs({ career, page, resizing }: { career: CareerPage; page: PageContext; resizing: boolean }) {
  const t = contentPagesMessages(page.lang);
  return (
    <section aria-labelledby="why-us" className="grid items-center gap-8 lg:grid-cols-2">
      <div>
        <h2 id="why-us" className="text-2xl font-700 text-ink sm:text-3xl">
          {t.whyUs}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {career.reasons.map((reason) => (
            <li key={reason.title} className="card">
              <h3 className="flex items-center gap-2 font-700 text-ink">
                <CheckIcon className="h-5 w-5 shrink-0 text-brand-600" />
                {reason.title}
              </h3>
              <p className="mt-2 text-sm text-ink-soft">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
      {career.image ? (
        <Image
          image={career.image}
          width={640}
          resizing={resizing}
          loading="eager"
          className="h-auto w-full rounded-3xl"
          sizes="(min-width: 1024px) 640px, 100vw"
        />
      ) : null}
    </section>
  );
}

function OurValues({ career, page }: { career: CareerPage; page: PageContext }) {
  return (
    <section aria-labelledby="our-values">
      <h2 id="our-values" className="text-2xl font-700 text-ink sm:text-3xl">
        {contentPagesMessages(page.lang).ourValues}
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {career.values.map((value) => (
          <li key={value.title} className="rounded-2xl bg-brand-50 p-6">
            <h3 className="text-lg font-700 text-brand-800">{value.title}</h3>
            <p className="mt-2 text-ink-soft">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CareerGallery({ career, resizing }: { career: CareerPage; resizing: boolean }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {career.gallery.map((image) => (
        <Image
          key={image.url}
          image={image}
          width={640}
          resizing={resizing}
          className="h-auto w-full rounded-3xl"
          sizes="(min-width: 640px) 50vw, 100vw"
        />
      ))}
    </div>
  );
}

/** An application without an opening, by e-mail to HR. */
function Unsolicited({ text, page }: { text: string; page: PageContext }) {
  const t = contentPagesMessages(page.lang);
  return (
    <section aria-labelledby="unsolicited" className="rounded-3xl bg-brand-900 p-8 text-white sm:p-10">
      <h2 id="unsolicited" className="text-2xl font-700">
        {t.unsolicited}
      </h2>
      <p className="mt-3 max-w-2xl text-brand-50">{text}</p>
      <a
        href={`mailto:${HR_EMAIL}?subject=${encodeURIComponent(t.unsolicited)}`}
        className="btn mt-6 bg-white text-brand-800 hover:bg-brand-50"
      >
        {HR_EMAIL}
      </a>
    </section>
  );
}

jobPages.get('/karrier', async (c) => {
  const page = pageContext(c);
  const t = contentPagesMessages(page.lang);
  const resizing = c.env.IMAGE_RESIZING === 'true';
  const [career, jobs] = await Promise.all([loadCareerPage(c.env, page.lang), loadJobs(c.env, page.lang)]);
  const title = career?.title || t.careersTitle;
  const intro = career?.intro || t.jobsIntro;
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: t.careersTitle, href: page.href('/karrier') }]}
        title={title}
        intro={intro}
      >
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <a href={page.href('/allasok')} className="btn-primary btn-lg">
            {t.seeOpenings}
          </a>
          <span className="font-600 text-brand-700" data-job-count={jobs.length}>
            {t.openPositionsCount(jobs.length)}
          </span>
        </div>
      </PageHeader>
      <div className="wrap space-y-14 py-10 sm:py-14">
        {career?.image || career?.reasons.length ? <WhyUs career={career} page={page} resizing={resizing} /> : null}
        {career?.values.length ? <OurValues career={career} page={page} /> : null}
        {career?.gallery.length ? <CareerGallery career={career} resizing={resizing} /> : null}
        <section aria-labelledby="open-positions">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="open-positions" className="text-2xl font-700 text-ink sm:text-3xl">
              {t.openPositions}
            </h2>
            <a href={page.href('/allasok')} className="link">
              {t.allJobs}
            </a>
          </div>
          <JobList jobs={jobs} page={page} empty={t.noOpenPositions} className="mt-6" />
        </section>
        {career?.applyText ? <Unsolicited text={career.applyText} page={page} /> : null}
      </div>
    </>,
    { title, description: intro, ogImage: career?.image?.url },
  );
});
