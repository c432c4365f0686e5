import { Hono } from 'hono';
import { plainText, RichText } from '../../components/RichText';
import { CalendarIcon } from '../../components/Icons';
import { Image } from '../../components/Image';
import { Island } from '../../components/Island';
import { JsonLd } from '../../components/JsonLd';
import { PageHeader } from '../../components/PageHeader';
import type { AppEnv } from '../../env';
import { contentPagesMessages } from '../../i18n/contentPagesMessages';
import type { Lang } from '../../i18n/lang';
import { documentPaths, type EventPage, findBySlug, toEvent } from '../../services/contentPages';
import { notFound } from '../errors';
import { pageContext, type PageContext } from './pageContext';
import { absoluteUrl } from '../../backends/content/media';
import { formatInstant } from '../../i18n/dates';

/** Event pages (/esemenyek/{eventUrl}, spec section 2), with the contest form when the event runs one. */
export const eventPages = new Hono<AppEnv>();

/** '5 December 2026, 09:00–14:00' in Budapest time; a span of days shows both dates. */
export function eventWhen(startsAt: string, endsAt: string | undefined, lang: Lang): string {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return startsAt;
  const day = (at: Date) => formatInstant(lang, at, 'day');
  const time = (at: Date) => formatInstant(lang, at, 'time');
  const end = endsAt ? new Date(endsAt) : null;
  if (!end || Number.isNaN(end.getTime())) return `${day(start)}, ${time(start)}`;
  if (day(start) === day(end)) return `${day(start)}, ${time(start)}–${time(end)}`;
  return `${day(start)} – ${day(end)}`;
}

eventPages.get('/esemenyek/:eventUrl', async (c) => {
  const page = pageContext(c);
  const t = contentPagesMessages(page.lang);
  const found = await findBySlug(c.env, 'events', page.lang, c.req.param('eventUrl'));
  if (!found) return notFound(c);
  if ('redirect' in found) return c.redirect(page.href(`/esemenyek/${encodeURIComponent(found.redirect)}`), 301);
  const event = await toEvent(c.env, found.entry);
  const href = page.href(`/esemenyek/${encodeURIComponent(event.slug)}`);
  const description = plainText(event.content).split('\n')[0]?.slice(0, 300) || event.title;
  const contest = event.contest;
  return c.render(
    <>
      <PageHeader page={page} trail={[{ name: event.title, href }]} title={event.title}>
        <dl className="mt-4 flex flex-col gap-2 text-ink-soft sm:flex-row sm:flex-wrap sm:gap-x-8">
          <div className="flex items-center gap-2">
            <CalendarIcon className="h-5 w-5 shrink-0 text-brand-600" />
            <dt className="sr-only">{t.eventDate}</dt>
            <dd>
              <time dateTime={event.startsAt}>{eventWhen(event.startsAt, event.endsAt, page.lang)}</time>
            </dd>
          </div>
          {event.place ? (
            <div className="flex items-center gap-2">
              <PinIcon />
              <dt className="sr-only">{t.eventPlace}</dt>
              <dd>{event.place}</dd>
            </div>
          ) : null}
        </dl>
      </PageHeader>
      <div className="wrap py-8 sm:py-10">
        {event.cover ? (
          <Image
            image={event.cover}
            width={1200}
            resizing={c.env.IMAGE_RESIZING === 'true'}
            loading="eager"
            fetchPriority="high"
            className="aspect-[1200/630] h-auto w-full max-w-5xl rounded-3xl object-cover"
            sizes="(min-width: 1100px) 1024px, 100vw"
          />
        ) : null}
        <RichText
          blocks={event.content}
          localize={page.href}
          className="mt-8 max-w-3xl space-y-5 text-lg leading-relaxed text-ink-soft"
        />
        {contest ? (
          <section
            id="jelentkezes"
            aria-labelledby="contest-title"
            className="card mt-12 max-w-3xl p-6 sm:p-8"
            data-contest={contest.formId}
          >
            <h2 id="contest-title" className="text-2xl font-700 text-ink">
              {contest.title || t.contest.title}
            </h2>
            <p className="mt-2 text-ink-soft">{contest.intro || t.contest.intro}</p>
            <div className="mt-6">
              <Island
                name="ContestForm"
                props={{
                  lang: page.lang,
                  formId: contest.formId,
                  privacyHref: page.href('/statikus/adatkezelesi-tajekoztato'),
                  labels: {
                    ...t.contest,
                    visitedBefore: contest.visitedLabel || t.contest.visitedBefore,
                    maldiv: contest.maldivLabel || t.contest.maldiv,
                  },
                }}
              />
            </div>
          </section>
        ) : null}
      </div>
      <JsonLd data={eventData(event, description, page)} />
    </>,
    {
      title: event.title,
      description,
      ogImage: event.cover?.url,
      ogType: 'article',
      alternates: await documentPaths(c.env, 'events', found.entry.documentId, '/esemenyek'),
    },
  );
});

const PinIcon = () => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    className="h-5 w-5 shrink-0 text-brand-600"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </svg>
);

/** schema.org Event. */
function eventData(event: EventPage, description: string, { origin, href }: PageContext) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description,
    startDate: event.startsAt,
    endDate: event.endsAt,
    url: `${origin}${href(`/esemenyek/${encodeURIComponent(event.slug)}`)}`,
    image: event.cover ? absoluteUrl(event.cover.url, origin) : undefined,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.place, address: event.place },
    organizer: { '@type': 'Organization', name: 'Pannon Labor', url: origin },
  };
}
