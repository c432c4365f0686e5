import { Hono } from 'hono';
import { sharedPage } from '../../cache/pageCache';
import { assets } from '../../assets';
import { FeeList } from '../../components/FeeList';
import { LocationPhoto } from '../../components/LocationPhoto';
import { OpenNow } from '../../components/OpenNow';
import type { OpeningSchedule } from '../../domain/openNow';
import { openingSchedules } from '../../services/openingSchedules';
import { Island } from '../../components/Island';
import { JsonLd } from '../../components/JsonLd';
import { NewTabHint } from '../../components/NewTab';
import { PageHeader } from '../../components/PageHeader';
import { isOpenDay, openingHours } from '../../domain/openingHours';
import { samplingFeeLines } from '../../domain/samplingFees';
import { isShownOnWeb, visibleByWeight } from '../../domain/visibility';
import type { AppEnv, Bindings } from '../../env';
import type { Lang } from '../../i18n/lang';
import { LocationMap, type StreetMap } from '../../islands/locations/LocationMap';
import { mapTiles } from '../../config/mapTiles';
import type { CatalogueMessages } from '../../i18n/catalogueMessages';
import { OpeningHoursList } from '../../islands/locations/OpeningHoursList';
import type { LocationSummary } from '../../islands/locations/types';
import { WEEKDAYS } from '../../domain/location';
import {
  type Examination,
  loadExaminations,
  loadLocations,
  type Location,
  locationPhoto,
} from '../../services/catalogue';
import { settlementData } from '../../services/settlements';
import { notFound } from '../errors';
import { pageContext, type PageContext } from './pageContext';
import { absoluteUrl } from '../../backends/content/media';

export const locationPages = new Hono<AppEnv>();

const CHILD_TESTING = 'child_testing';

/** The street map over the outline, when the operator configured a tile source (decision 0061). */
function streetMap(env: Bindings, cm: CatalogueMessages): StreetMap | undefined {
  const tiles = mapTiles(env);
  return (
    tiles && {
      tiles: tiles.url,
      attribution: tiles.attribution,
      css: assets.leafletCss,
      zoomIn: cm.mapZoomIn,
      zoomOut: cm.mapZoomOut,
      // A group has two locations or more: the plural's words.
      group: cm.locationCount(2).replace('2', '{count}'),
    }
  );
}

function summary(location: Location, { lang, href }: PageContext, schedule: OpeningSchedule): LocationSummary {
  return {
    id: location.id,
    href: href(`/helyszinek/${location.slug}`),
    name: location.name,
    address: `${location.zip_code} ${location.city}, ${location.address}`,
    zipCode: location.zip_code,
    lat: location.gps_latitude,
    lng: location.gps_longitude,
    hours: openingHours(location.working_plan, lang).map(({ days, hours, open }) => ({ days, hours, open })),
    childTesting: location.tags.includes(CHILD_TESTING),
    isNew: location.isNew,
    photo: locationPhoto(location),
    schedule,
    bookHref: `${href('/idopontfoglalas')}?helyszin=${location.id}`,
  };
}

locationPages.get('/helyszinek', sharedPage(), async (c) => {
  const page = pageContext(c);
  const { cm, href, lang } = page;
  const locations = visibleByWeight(await loadLocations(c.env, lang));
  const schedules = await openingSchedules(c.env, locations);
  const query = c.req.query('hely') ?? '';
  const place = query ? ((await settlementData(c.env)).locate(query) ?? null) : null;
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: cm.locationsTitle, href: href('/helyszinek') }]}
        title={cm.locationsTitle}
        intro={cm.locationsIntro}
      />
      <div className="wrap py-8 sm:py-10">
        <Island
          name="LocationFinder"
          props={{
            lang,
            locations: locations.map((location) => summary(location, page, schedules[location.id] ?? [])),
            initialPlace: place,
            initialQuery: query,
            action: href('/helyszinek'),
            map: assets.map,
            street: streetMap(c.env, cm),
            labels: {
              nearestLabel: cm.nearestLabel,
              nearestPlaceholder: cm.nearestPlaceholder,
              nearestButton: cm.nearestButton,
              useMyLocation: cm.useMyLocation,
              myLocation: page.m.booking.yourPosition,
              locating: cm.locating,
              geolocationFailed: cm.geolocationFailed,
              placeNotFound: cm.placeNotFound('{query}'),
              sortedFrom: cm.sortedFrom('{place}'),
              sortedByDistance: page.m.booking.sortedByDistance,
              distanceAway: cm.distanceAway('{distance}'),
              childTesting: cm.childTesting,
              isNew: cm.isNew,
              openingHours: cm.openingHours,
              mapLabel: cm.mapLabel,
              book: cm.bookShort,
              bookAt: cm.bookAt('{name}'),
            },
            resizing: c.env.IMAGE_RESIZING === 'true',
          }}
        />
      </div>
      {locations.map((location) => (
        <JsonLd key={location.id} data={clinicData(location, page)} />
      ))}
    </>,
    { title: cm.locationsTitle, description: cm.locationsIntro },
  );
});

/** The location shown on the web under this slug and the examinations it takes, or null. */
async function loadLocationPage(env: Bindings, lang: Lang, slug: string) {
  const [locations, examinations] = await Promise.all([loadLocations(env, lang), loadExaminations(env, lang)]);
  const location = locations.find((candidate) => candidate.slug === slug && isShownOnWeb(candidate));
  if (!location) return null;
  const available = visibleByWeight(examinations).filter((exam) => location.package_ids.includes(exam.id));
  return { location, available };
}

/** The location's picture, texts, how to get there and park, and the examinations taken there. */
function LocationDetails({
  page,
  location,
  available,
  resizing,
}: {
  page: PageContext;
  location: Location;
  available: Examination[];
  resizing: boolean;
}) {
  const { cm, href } = page;
  const text = [
    [cm.transport, location.public_transport_info],
    [cm.parking, location.parking_info],
  ].filter(([, value]) => value);
  return (
    <div className="min-w-0 space-y-8">
      <LocationPhoto
        photo={locationPhoto(location)}
        name={location.name}
        city={location.city}
        width={896}
        resizing={resizing}
        eager
        className="rounded-2xl"
      />
      {location.text ? <p className="max-w-3xl text-lg leading-relaxed text-ink-soft">{location.text}</p> : null}
      {location.extraInfo ? <p className="rounded-xl bg-accent-50 p-4 text-ink">{location.extraInfo}</p> : null}
      {text.map(([title, value]) => (
        <section key={title}>
          <h2 className="text-xl font-700 text-ink">{title}</h2>
          <p className="mt-2 text-ink-soft">{value}</p>
        </section>
      ))}
      <section aria-labelledby="available-here">
        <h2 id="available-here" className="text-xl font-700 text-ink">
          {cm.examinationsHere}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {available.map((exam) => (
            <li key={exam.id}>
              <a
                href={href(`/laborvizsgalatok/${exam.slug}`)}
                className="block rounded-xl bg-brand-50 px-4 py-3 font-600 text-ink hover:text-brand-700 hover:underline"
              >
                {exam.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Booking here, opening hours, sampling fees, contact, and the map with directions. */
function LocationSidebar({
  page,
  location,
  info,
  street,
}: {
  page: PageContext;
  location: Location;
  info: LocationSummary;
  street?: StreetMap;
}) {
  const { cm, lang } = page;
  return (
    <aside className="order-first space-y-6 lg:order-none lg:sticky lg:top-28 lg:self-start">
      <div className="card space-y-5 p-6">
        {/* The shell puts the location into the cart and goes on to the furthest unlocked step
            (src/client/cartButtons.ts); without script the link opens the booking start with it. */}
        <a href={info.bookHref} className="btn-primary w-full" data-book-here={location.id}>
          {cm.bookHere}
        </a>
        <section>
          <h2 className="font-700 text-ink">{cm.openingHours}</h2>
          <OpenNow schedule={info.schedule} lang={lang} className="mt-2" />
          <OpeningHoursList rows={info.hours} className="mt-2" />
        </section>
        <section>
          <h2 className="font-700 text-ink">{cm.samplingFees}</h2>
          <FeeList lines={samplingFeeLines(location.sampling_fee, lang)} className="mt-2" />
        </section>
        <section>
          <h2 className="font-700 text-ink">{cm.contact}</h2>
          {/* Tap targets of 44 px (WCAG 2.5.8 asks 24; issue 16): a phone user calls or writes from here. */}
          <p className="mt-1 text-sm text-ink-soft">
            {location.phone ? (
              <a
                href={`tel:${location.phone.replace(/\s/g, '')}`}
                className="flex min-h-11 items-center break-all hover:text-brand-700"
              >
                {location.phone}
              </a>
            ) : null}
            {location.email ? (
              <a
                href={`mailto:${location.email}`}
                className="flex min-h-11 items-center break-all hover:text-brand-700"
              >
                {location.email}
              </a>
            ) : null}
          </p>
        </section>
      </div>
      <div className="card p-4">
        <LocationMap map={assets.map} pins={[info]} label={cm.mapLabel} highlight={location.id} street={street} />
        <a
          href={`https://www.openstreetmap.org/directions?to=${location.gps_latitude}%2C${location.gps_longitude}`}
          className="btn-secondary mt-4 w-full"
          rel="noopener noreferrer"
          target="_blank"
        >
          {cm.directions}
          <NewTabHint lang={lang} />
        </a>
      </div>
    </aside>
  );
}

locationPages.get('/helyszinek/:helyszinURL', sharedPage(), async (c) => {
  const page = pageContext(c);
  const { cm, href } = page;
  const found = await loadLocationPage(c.env, page.lang, c.req.param('helyszinURL'));
  if (!found) return notFound(c);
  const { location, available } = found;
  const schedules = await openingSchedules(c.env, [location]);
  const info = summary(location, page, schedules[location.id] ?? []);
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[
          { name: cm.locationsTitle, href: href('/helyszinek') },
          { name: location.name, href: info.href },
        ]}
        title={location.name}
        intro={info.address}
      >
        <div className="mt-3 flex flex-wrap gap-2">
          {location.isNew ? <span className="badge">{cm.isNew}</span> : null}
          {info.childTesting ? <span className="badge bg-brand-50 text-brand-800">{cm.childTesting}</span> : null}
        </div>
      </PageHeader>
      <div className="wrap grid gap-10 py-10 lg:grid-cols-[1fr_24rem]">
        <LocationDetails
          page={page}
          location={location}
          available={available}
          resizing={c.env.IMAGE_RESIZING === 'true'}
        />
        <LocationSidebar page={page} location={location} info={info} street={streetMap(c.env, cm)} />
      </div>
      <JsonLd data={clinicData(location, page)} />
    </>,
    { title: location.name, description: `${location.name}: ${info.address}. ${cm.locationsIntro}` },
  );
});

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org MedicalClinic with its opening hours (spec section 3 working plan). */
function clinicData(location: Location, { origin, href }: PageContext) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: location.name,
    url: `${origin}${href(`/helyszinek/${location.slug}`)}`,
    telephone: location.phone || undefined,
    email: location.email || undefined,
    image: location.coverImage ? absoluteUrl(location.coverImage.url, origin) : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      postalCode: location.zip_code,
      addressLocality: location.city,
      addressRegion: location.county,
      addressCountry: 'HU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.gps_latitude, longitude: location.gps_longitude },
    openingHoursSpecification: WEEKDAYS.flatMap((weekday, index) => {
      const day = location.working_plan[weekday];
      return isOpenDay(day)
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: SCHEMA_DAYS[index],
              opens: day.start.slice(0, 5),
              closes: day.end.slice(0, 5),
            },
          ]
        : [];
    }),
  };
}
