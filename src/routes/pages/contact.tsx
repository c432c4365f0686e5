import { Hono } from 'hono';
import { assets } from '../../assets';
import { JsonLd } from '../../components/JsonLd';
import { NewTabHint } from '../../components/NewTab';
import { PageHeader } from '../../components/PageHeader';
import { openingHours } from '../../domain/openingHours';
import type { AppEnv, Bindings } from '../../env';
import { companyMessages, type CompanyMessages } from '../../i18n/companyMessages';
import type { Lang } from '../../i18n/lang';
import { LocationMap } from '../../islands/locations/LocationMap';
import { OpeningHoursList } from '../../islands/locations/OpeningHoursList';
import { loadLocations, type Location } from '../../services/catalogue';
import { loadSingle } from '../../services/contact';
import {
  type CompanyData,
  type ContactData,
  contactData,
  loadCompanyData,
  organizationData,
  str,
  Unavailable,
} from './companyData';
import { pageContext, type PageContext } from './pageContext';

/**
 * /kapcsolat (spec section 2, Public pages; issue 7, item 2): the contact-page single type, the company
 * data of the footer content and the headquarters' opening hours from the laboratory backend, with
 * Organization structured data.
 */
export const contactPages = new Hono<AppEnv>();

/** The headquarters' sampling location in the laboratory backend when the content names none. */
const HEADQUARTERS_LOCATION_ID = 1;

/** What /kapcsolat shows: the contact-page entry, the company data and the headquarters' location. */
async function loadContactPage(env: Bindings, lang: Lang) {
  const t = companyMessages(lang);
  const [entry, company, locations] = await Promise.all([
    loadSingle(env, 'contact-page', lang),
    loadCompanyData(env, lang),
    loadLocations(env, lang).catch((error: unknown) => {
      console.error(`Locations could not be loaded for the contact page (locale ${lang})`, error);
      return [];
    }),
  ]);
  const contact = contactData(entry);
  const locationId = Number(entry?.HeadquarterLocationID ?? HEADQUARTERS_LOCATION_ID);
  const headquarters = locations.find((location) => location.id === locationId);
  const lat = typeof entry?.Latitude === 'number' ? entry.Latitude : headquarters?.gps_latitude;
  const lng = typeof entry?.Longitude === 'number' ? entry.Longitude : headquarters?.gps_longitude;
  return {
    entry,
    company,
    contact,
    headquarters,
    title: str(entry?.Title) ?? t.contactTitle,
    intro: str(entry?.Intro) ?? t.contactIntro,
    address: contact.address ?? company.headquarter,
    point: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null,
  };
}

/** Phone, e-mail and address, each only when known, and the customer service hours. */
function ContactDetails({
  t,
  contact,
  address,
  serviceHours,
}: {
  t: CompanyMessages;
  contact: ContactData;
  address?: string;
  serviceHours?: string;
}) {
  return (
    <section aria-labelledby="contact-details" className="card space-y-4 p-6">
      <h2 id="contact-details" className="text-xl font-700 text-ink">
        {t.contactTitle}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {contact.phone ? (
          <>
            <dt className="font-600 text-ink">{t.phone}</dt>
            <dd>
              <a className="link" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                {contact.phone}
              </a>
            </dd>
          </>
        ) : null}
        {contact.email ? (
          <>
            <dt className="font-600 text-ink">{t.email}</dt>
            <dd>
              <a className="link" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt className="font-600 text-ink">{t.address}</dt>
            <dd className="text-ink-soft">
              <address className="not-italic">{address}</address>
            </dd>
          </>
        ) : null}
      </dl>
      {serviceHours ? <p className="text-ink-soft">{serviceHours}</p> : null}
    </section>
  );
}

function HeadquartersHours({ page, t, location }: { page: PageContext; t: CompanyMessages; location: Location }) {
  return (
    <section aria-labelledby="contact-hours" className="card p-6">
      <h2 id="contact-hours" className="text-xl font-700 text-ink">
        {t.headquartersHours}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        <a className="link" href={page.href(`/helyszinek/${location.slug}`)}>
          {location.name}
        </a>
      </p>
      <OpeningHoursList rows={openingHours(location.working_plan, page.lang)} className="mt-3" />
    </section>
  );
}

/** The company's name, seat, registration and tax numbers, each only when known. */
function CompanyFacts({ t, company }: { t: CompanyMessages; company: CompanyData }) {
  const facts: [string, string | undefined][] = [
    [t.companyName, company.name],
    [t.address, company.headquarter],
    [t.companyNumber, company.companyNumber],
    [t.taxNumber, company.taxNumber],
  ];
  return (
    <section aria-labelledby="contact-company" className="card p-6">
      <h2 id="contact-company" className="text-xl font-700 text-ink">
        {t.companyData}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-600 text-ink">{label}</dt>
              <dd className="text-ink-soft">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** The headquarters on the map, with directions in OpenStreetMap and Google Maps. */
function HeadquartersMap({
  page,
  t,
  point: { lat, lng },
  headquarters,
  name,
}: {
  page: PageContext;
  t: CompanyMessages;
  point: { lat: number; lng: number };
  headquarters?: Location;
  name: string;
}) {
  const { href } = page;
  return (
    <aside className="card space-y-3 p-4 lg:sticky lg:top-28 lg:self-start" aria-label={t.mapLabel}>
      <LocationMap
        map={assets.map}
        label={t.mapLabel}
        highlight={headquarters?.id ?? 0}
        pins={[
          {
            id: headquarters?.id ?? 0,
            href: headquarters ? href(`/helyszinek/${headquarters.slug}`) : href('/kapcsolat'),
            name: headquarters?.name ?? name,
            lat,
            lng,
          },
        ]}
      />
      <a
        className="btn-secondary w-full"
        href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
        rel="noopener noreferrer"
        target="_blank"
        data-map-link="osm"
      >
        {t.openStreetMap}
        <NewTabHint lang={page.lang} />
      </a>
      <a
        className="btn-secondary w-full"
        href={`https://www.google.com/maps/dir/?api=1&destination=${lat}%2C${lng}`}
        rel="noopener noreferrer"
        target="_blank"
        data-map-link="google"
      >
        {t.googleMaps}
        <NewTabHint lang={page.lang} />
      </a>
    </aside>
  );
}

contactPages.get('/kapcsolat', async (c) => {
  const page = pageContext(c);
  const t = companyMessages(page.lang);
  const { entry, company, contact, headquarters, title, intro, address, point } = await loadContactPage(
    c.env,
    page.lang,
  );
  return c.render(
    <>
      <PageHeader page={page} trail={[{ name: title, href: page.href('/kapcsolat') }]} title={title} intro={intro} />
      <div className="wrap grid gap-10 py-10 lg:grid-cols-[1fr_28rem]">
        <div className="min-w-0 space-y-8">
          {!entry ? <Unavailable t={t} /> : null}
          <ContactDetails t={t} contact={contact} address={address} serviceHours={str(entry?.CustomerServiceHours)} />
          {headquarters ? <HeadquartersHours page={page} t={t} location={headquarters} /> : null}
          <CompanyFacts t={t} company={company} />
        </div>
        {point ? (
          <HeadquartersMap page={page} t={t} point={point} headquarters={headquarters} name={company.name} />
        ) : null}
      </div>
      <JsonLd data={organizationData(page, company, contact)} />
    </>,
    { title, description: intro },
  );
});
