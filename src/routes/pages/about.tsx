import { Hono } from 'hono';
import { JsonLd } from '../../components/JsonLd';
import { PageHeader } from '../../components/PageHeader';
import { RichText } from '../../components/RichText';
import type { AppEnv } from '../../env';
import { companyMessages } from '../../i18n/companyMessages';
import { loadSingle } from '../../services/contact';
import { Cards, contactData, list, loadCompanyData, organizationData, str, Unavailable } from './companyData';
import { pageContext } from './pageContext';

/**
 * /rolunk (spec section 2, Public pages; issue 7, item 2): the about-page single type, with the company
 * data of the footer content as Organization structured data.
 */
export const aboutPages = new Hono<AppEnv>();

aboutPages.get('/rolunk', async (c) => {
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
