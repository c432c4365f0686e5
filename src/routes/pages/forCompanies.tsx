import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { Island } from '../../components/Island';
import { PageHeader } from '../../components/PageHeader';
import { plainText } from '../../components/RichText';
import { ENQUIRY_FIELDS, type EnquiryInput, enquiryProblems } from '../../domain/companyEnquiry';
import type { AppEnv } from '../../env';
import { companyMessages, type CompanyMessages } from '../../i18n/companyMessages';
import type { EnquiryFormProps } from '../../islands/content/EnquiryForm';
import { noStore } from '../../middleware/noStore';
import { keepEnquiry } from '../../services/companyEnquiries';
import { loadSingle } from '../../services/contact';
import { overIpLimit } from '../api/body';
import { COMPANY_ENQUIRY_LIMIT, EnquiryBody } from '../api/companyEnquiry';
import { Cards, list, str, Unavailable } from './companyData';
import { pageContext } from './pageContext';

/**
 * /vallalatoknak (spec section 2, Public pages; issue 7, item 5): the company-page single type and the
 * enquiry form, which also answers its own post when the browser sent it without JavaScript.
 */
export const forCompaniesPages = new Hono<AppEnv>();

/** The packages the company page offers, each with what it holds and its price when given. */
function CompanyPackages({ t, packages }: { t: CompanyMessages; packages: Record<string, unknown>[] }) {
  return (
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
  );
}

/** How working with the laboratory goes, as numbered steps. */
function CompanySteps({ t, steps }: { t: CompanyMessages; steps: Record<string, unknown>[] }) {
  return (
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
  );
}

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
        {packages.length ? <CompanyPackages t={t} packages={packages} /> : null}
        {steps.length ? <CompanySteps t={t} steps={steps} /> : null}
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

forCompaniesPages.get('/vallalatoknak', (c) => companyPage(c));

// The answer echoes what the sender typed: never kept by a cache (issue 24 point 4).
forCompaniesPages.post('/vallalatoknak', noStore(), async (c) => {
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
