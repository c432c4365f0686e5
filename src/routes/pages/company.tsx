import { noStore } from '../../middleware/noStore';
import { type Context, Hono } from 'hono';
import { assets } from '../../assets';
import type { ContentEntry } from '../../backends/content/port';
import { loadSingle } from '../../services/contact';
import { DEFAULT_PROVIDER, SOCIAL_NETWORKS } from '../../domain/footer';
import { Island } from '../../components/Island';
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
import { plainText, RichText } from '../../components/RichText';
import { pageContext, type PageContext } from './pageContext';
import { ENQUIRY_FIELDS, type EnquiryInput, enquiryProblems } from '../../domain/companyEnquiry';
import type { EnquiryFormProps } from '../../islands/content/EnquiryForm';
import { overIpLimit } from '../api/body';
import { keepEnquiry } from '../../services/companyEnquiries';
import { COMPANY_ENQUIRY_LIMIT, EnquiryBody } from '../api/companyEnquiry';
import * as v from 'valibot';

/**
 * /rolunk, /kapcsolat and /vallalatoknak (spec section 2, Public pages; issue 7, items 2 and 5): the
 * single types about-page, contact-page and company-page, with the company data of the footer content
 * (bottom-data-plural) and, on /kapcsolat, the headquarters' opening hours from the laboratory backend.
 * /rolunk and /kapcsolat carry Organization structured data.
 */
export const companyPages = new Hono<AppEnv>();

/** The headquarters' sampling location in the laboratory backend when the content names none. */
const HEADQUARTERS_LOCATION_ID = 1;

type Entry = ContentEntry | null;

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const list = (value: unknown) =>
  Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Record<string, unknown>[]) : [];

interface CompanyData {
  name: string;
  headquarter?: string;
  companyNumber?: string;
  taxNumber?: string;
  sameAs: string[];
}

/** The company data of the footer content (spec section 2, Footer). */
async function loadCompanyData(env: Bindings, lang: Lang): Promise<CompanyData> {
  const footer = await loadSingle(env, 'bottom-data-plural', lang);
  return {
    name: str(footer?.ProviderName) ?? DEFAULT_PROVIDER,
    headquarter: str(footer?.Headquarter),
    companyNumber: str(footer?.CompanyNumber),
    taxNumber: str(footer?.TaxNumber),
    sameAs: SOCIAL_NETWORKS.flatMap((network) => {
      const entry = footer?.[network[0]!.toUpperCase() + network.slice(1)] as Record<string, unknown> | undefined;
      const link = str(entry?.Link);
      return entry?.Enabled === true && link ? [link] : [];
    }),
  };
}

interface ContactData {
  phone?: string;
  email?: string;
  address?: string;
}

const contactData = (entry: Entry): ContactData => ({
  phone: str(entry?.Phone),
  email: str(entry?.Email),
  address: str(entry?.Address),
});

/** '1134 Budapest, Váci út 45/B.' as a schema.org PostalAddress. */
function postalAddress(address: string | undefined) {
  const match = address ? /^(\d{4})\s+([^,]+),\s*(.+)$/.exec(address) : null;
  if (!match) return address ? { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'HU' } : undefined;
  return {
    '@type': 'PostalAddress',
    postalCode: match[1],
    addressLocality: match[2],
    streetAddress: match[3],
    addressCountry: 'HU',
  };
}

/** schema.org Organization of the laboratory (its legal name, registration, contact and networks). */
function organizationData({ origin, m, href }: PageContext, company: CompanyData, contact: ContactData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: m.siteName,
    legalName: company.name,
    url: `${origin}${href('/')}`,
    logo: `${origin}/images/logo.svg`,
    email: contact.email,
    telephone: contact.phone,
    address: postalAddress(company.headquarter ?? contact.address),
    taxID: company.taxNumber,
    identifier: company.companyNumber,
    sameAs: company.sameAs.length ? company.sameAs : undefined,
    contactPoint: contact.phone
      ? {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: contact.phone,
          email: contact.email,
          availableLanguage: ['hu', 'en'],
        }
      : undefined,
  };
}

const Unavailable = ({ t }: { t: CompanyMessages }) => (
  <p className="rounded-xl bg-accent-50 p-4 text-ink" role="status">
    {t.unavailable}
  </p>
);

function Cards({ items, className = '' }: { items: Record<string, unknown>[]; className?: string }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${className}`}>
      {items.map((item, index) => (
        <li key={index} className="card">
          <h3 className="text-lg font-700 text-ink">{str(item.Title)}</h3>
          <p className="mt-2 text-ink-soft">{str(item.Text)}</p>
        </li>
      ))}
    </ul>
  );
}

// ---- /rolunk -------------------------------------------------------------------------------------

companyPages.get('/rolunk', async (c) => {
  const page = pageContext(c);
  const { lang, href } = page;
  const t = companyMessages(lang);
  const [about, contact, company] = await Promise.all([
    loadSingle(c.env, 'about-page', lang, { Accreditation: true, Values: true, Numbers: true }),
    loadSingle(c.env, 'contact-page', lang),
    loadCompanyData(c.env, lang),
  ]);
  const title = str(about?.Title) ?? t.aboutTitle;
  const intro = str(about?.Intro) ?? t.aboutIntro;
  const accreditation = about?.Accreditation as Record<string, unknown> | undefined;
  const numbers = list(about?.Numbers);
  return c.render(
    <>
      <PageHeader page={page} trail={[{ name: title, href: href('/rolunk') }]} title={title} intro={intro} />
      <div className="wrap space-y-14 py-10">
        {!about ? <Unavailable t={t} /> : null}
        {numbers.length ? (
          <section aria-labelledby="about-numbers">
            <h2 id="about-numbers" className="text-2xl font-700 text-ink">
              {t.aboutNumbers}
            </h2>
            <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {numbers.map((item, index) => (
                <div key={index} className="card flex flex-col-reverse text-center">
                  <dt className="mt-1 text-ink-soft">{str(item.Label)}</dt>
                  <dd className="text-4xl font-700 text-brand-700">{str(item.Value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {about?.Story ? (
          <section aria-labelledby="about-story" className="max-w-3xl">
            <h2 id="about-story" className="text-2xl font-700 text-ink">
              {t.aboutStory}
            </h2>
            <RichText
              blocks={about.Story}
              localize={page.href}
              className="mt-4 space-y-4 text-lg leading-relaxed text-ink-soft"
            />
          </section>
        ) : null}
        {accreditation ? (
          <section aria-labelledby="about-accreditation" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
            <p className="text-sm font-600 uppercase tracking-wider text-brand-700">{t.aboutAccreditation}</p>
            <h2 id="about-accreditation" className="mt-2 text-2xl font-700 text-ink">
              {str(accreditation.Title) ?? t.aboutAccreditation}
            </h2>
            <RichText
              blocks={accreditation.Text}
              localize={page.href}
              className="mt-3 max-w-3xl space-y-3 text-ink-soft"
            />
          </section>
        ) : null}
        {list(about?.Values).length ? (
          <section aria-labelledby="about-values">
            <h2 id="about-values" className="text-2xl font-700 text-ink">
              {t.aboutValues}
            </h2>
            <Cards items={list(about?.Values)} className="mt-5" />
          </section>
        ) : null}
      </div>
      <JsonLd data={organizationData(page, company, contactData(contact))} />
    </>,
    { title, description: intro },
  );
});

// ---- /kapcsolat ----------------------------------------------------------------------------------

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

companyPages.get('/kapcsolat', async (c) => {
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

// ---- /vallalatoknak ------------------------------------------------------------------------------

/**
 * The companies' page; `posted` is the enquiry form's own post, answered here when the browser sent it
 * without JavaScript (the island posts to the API instead): stored when valid, else shown again as typed
 * with the problems next to the fields.
 */
async function companyPage(c: Context<AppEnv>, posted?: EnquiryFormProps['posted']) {
  const page = pageContext(c);
  const { lang, href } = page;
  const t = companyMessages(lang);
  const entry = await loadSingle(c.env, 'company-page', lang, {
    Benefits: true,
    Packages: { populate: '*' },
    Steps: true,
  });
  const title = str(entry?.Title) ?? t.companyTitle;
  const intro = str(entry?.Intro) ?? t.companyIntro;
  const packages = list(entry?.Packages);
  const steps = list(entry?.Steps);
  return c.render(
    <>
      <PageHeader page={page} trail={[{ name: title, href: href('/vallalatoknak') }]} title={title} intro={intro}>
        <a href="#ajanlatkeres" className="btn-primary mt-5">
          {t.enquiryTitle}
        </a>
      </PageHeader>
      <div className="wrap space-y-14 py-10">
        {!entry ? <Unavailable t={t} /> : null}
        {list(entry?.Benefits).length ? (
          <section aria-labelledby="company-benefits">
            <h2 id="company-benefits" className="text-2xl font-700 text-ink">
              {t.benefits}
            </h2>
            <Cards items={list(entry?.Benefits)} className="mt-5" />
          </section>
        ) : null}
        {packages.length ? (
          <section aria-labelledby="company-packages">
            <h2 id="company-packages" className="text-2xl font-700 text-ink">
              {t.packages}
            </h2>
            <ul className="mt-5 grid gap-4 lg:grid-cols-3">
              {packages.map((pkg, index) => (
                <li key={index} className="card flex flex-col">
                  <h3 className="text-xl font-700 text-ink">{str(pkg.Name)}</h3>
                  {str(pkg.Text) ? <p className="mt-2 text-ink-soft">{str(pkg.Text)}</p> : null}
                  <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-ink-soft">
                    {list(pkg.Items).map((item, i) => (
                      <li key={i}>{str(item.Text)}</li>
                    ))}
                  </ul>
                  {str(pkg.Price) ? <p className="mt-4 text-lg font-700 text-brand-700">{str(pkg.Price)}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {steps.length ? (
          <section aria-labelledby="company-process">
            <h2 id="company-process" className="text-2xl font-700 text-ink">
              {t.process}
            </h2>
            <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {steps.map((step, index) => (
                <li key={index} className="card">
                  <span
                    aria-hidden="true"
                    className="grid h-9 w-9 place-items-center rounded-full bg-brand-600 font-700 text-white"
                  >
                    {index + 1}
                  </span>
                  <h3 className="mt-3 text-lg font-700 text-ink">{str(step.Title)}</h3>
                  <p className="mt-1 text-ink-soft">{str(step.Text)}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <section id="ajanlatkeres" aria-labelledby="company-enquiry" className="scroll-mt-28 max-w-3xl">
          <h2 id="company-enquiry" className="text-2xl font-700 text-ink">
            {t.enquiryTitle}
          </h2>
          <p className="mt-2 text-ink-soft">{t.enquiryIntro}</p>
          <div className="mt-5">
            <Island name="EnquiryForm" props={{ lang, labels: t.enquiry, posted }} />
          </div>
        </section>
      </div>
    </>,
    { title, description: plainText(intro) },
  );
}

companyPages.get('/vallalatoknak', (c) => companyPage(c));

// The answer echoes what the sender typed: never kept by a cache (issue 24 point 4).
companyPages.post('/vallalatoknak', noStore(), async (c) => {
  const form = await c.req.parseBody();
  const values = Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, typeof form[field] === 'string' ? (form[field] as string) : '']),
  ) as EnquiryInput;
  const problems = enquiryProblems(values);
  if (Object.keys(problems).length) return companyPage(c, { values, problems, sent: false, limited: false });
  if (await overIpLimit(c, COMPANY_ENQUIRY_LIMIT)) {
    c.status(200);
    return companyPage(c, { values, problems, sent: false, limited: true });
  }
  // The API's own schema normalises what is stored (trimmed, the address lower-cased, the headcount a number).
  const parsed = v.parse(EnquiryBody, { ...values, language: c.get('lang') });
  await keepEnquiry(c.env, { ...parsed, language: parsed.language ?? c.get('lang') });
  return companyPage(c, { values, problems, sent: true, limited: false });
});
