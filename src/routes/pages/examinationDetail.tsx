import type { ReactNode } from 'react';
import type { LabTest } from '../../domain/catalogue';
import { ChooseButton } from '../../components/ChooseButton';
import { JsonLd } from '../../components/JsonLd';
import { PageHeader } from '../../components/PageHeader';
import { preparationOf } from '../../domain/preparation';
import { formatPrice } from '../../domain/prices';
import type { CatalogueItem } from '../../components/catalogue/types';
import type { Examination } from '../../services/catalogue';
import { examinationItem, singleTestItem } from './catalogueItems';
import type { PageContext } from './pageContext';
import type { CataloguePage } from './cataloguePage';
import { ExpectedResultsRow } from '../../components/ExpectedResults';
import { resultsMessages } from '../../i18n/resultsMessages';

/** /laborvizsgalatok/{vizsgalatURL} and /laborvizsgalatok/cgm: one package with everything about it. */
export function ExaminationDetail({
  page,
  exam,
  related,
  locationCount,
  cgm,
}: {
  page: CataloguePage;
  exam: Examination;
  related: Examination[];
  locationCount: number;
  cgm: boolean;
}) {
  const { cm, href, lang } = page;
  const item = examinationItem(exam, page);
  const saving = exam.price_without_discount - exam.b2c_price;
  return (
    <>
      <PageHeader
        page={page}
        trail={[
          { name: cm.examinationsTitle, href: href('/laborvizsgalatok') },
          { name: exam.name, href: item.href },
        ]}
        title={exam.name}
        intro={exam.short_description}
      />
      <div className="wrap grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          {exam.description ? <Paragraphs text={exam.description} /> : null}
          {cgm ? <CgmSteps page={page} /> : null}
          <section aria-labelledby="included-tests">
            <h2 id="included-tests" className="text-xl font-700 text-ink">
              {cm.includedTests(exam.tests.length)}
            </h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {exam.tests.map((test) => (
                <li key={test.id} className="rounded-xl bg-brand-50 px-4 py-3">
                  <a
                    href={href(`/laborvizsgalatok/egyedi/${test.url_slug}`)}
                    className="font-600 text-ink hover:text-brand-700 hover:underline"
                  >
                    {test.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <SampleAndPreparation page={page} tests={exam.tests} infoSheet={!!exam.info_sheet} />
        </div>
        <PriceBox
          page={page}
          item={item}
          priceLabel={cm.packagePrice}
          badge={saving > 0 ? <p className="badge">{cm.saving(formatPrice(saving, lang))}</p> : null}
        >
          {locationCount > 0 ? (
            <p className="text-sm text-ink-soft">
              <a href={href('/helyszinek')} className="underline underline-offset-4 hover:text-brand-700">
                {cm.availableAt(locationCount)}
              </a>
            </p>
          ) : null}
        </PriceBox>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related" className="wrap pb-14">
          <h2 id="related" className="text-xl font-700 text-ink">
            {cm.relatedPackages}
          </h2>
          <RelatedList page={page} items={related.map((other) => examinationItem(other, page))} />
        </section>
      ) : null}
      <JsonLd data={offerData(page, exam.name, exam.short_description, exam.b2c_price, item.href)} />
    </>
  );
}

/** /laborvizsgalatok/egyedi/{testName}: a single test and the packages that include it. */
export function SingleTestDetail({
  page,
  test,
  packages,
}: {
  page: CataloguePage;
  test: LabTest;
  packages: Examination[];
}) {
  const { cm, href } = page;
  const item = singleTestItem(test, page);
  return (
    <>
      <PageHeader
        page={page}
        trail={[
          { name: cm.examinationsTitle, href: href('/laborvizsgalatok') },
          { name: test.name, href: item.href },
        ]}
        title={test.name}
        intro={test.description}
      />
      <div className="wrap grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          <SampleAndPreparation page={page} tests={[test]} infoSheet={false} />
          {packages.length > 0 ? (
            <section aria-labelledby="packages-with-test">
              <h2 id="packages-with-test" className="text-xl font-700 text-ink">
                {cm.packagesWithTest}
              </h2>
              <RelatedList page={page} items={packages.slice(0, 6).map((exam) => examinationItem(exam, page))} />
            </section>
          ) : null}
        </div>
        <PriceBox page={page} item={item} priceLabel={cm.price} />
      </div>
      <JsonLd data={offerData(page, test.name, test.description, test.b2c_price, item.href)} />
    </>
  );
}

/**
 * The sticky price card of an examination or a single test: the price (and the without-package price
 * when there is a saving), the turnaround, an optional badge, the choose button, then `children`.
 */
function PriceBox({
  page,
  item,
  priceLabel,
  badge,
  children,
}: {
  page: CataloguePage;
  item: CatalogueItem;
  priceLabel: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const { cm } = page;
  return (
    <aside className="order-first lg:order-none lg:sticky lg:top-28 lg:self-start">
      <div className="card space-y-4 p-6" data-price-box="">
        <dl className="space-y-3">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-soft">{priceLabel}</dt>
            <dd className="text-3xl font-700 text-brand-700">{item.price}</dd>
          </div>
          {item.priceWithout ? (
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <dt className="text-ink-muted">{cm.withoutPackage}</dt>
              <dd className="text-right text-ink-muted">
                <s>{item.priceWithout}</s>
                {cm.withoutPackageNote ? <span className="block text-xs">{cm.withoutPackageNote}</span> : null}
              </dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <dt className="text-ink-muted">{cm.turnaround}</dt>
            <dd className="font-600 text-ink">{item.turnaround}</dd>
          </div>
          <ExpectedResultsRow
            label={resultsMessages(page.lang).today}
            expected={item.expected}
            className="flex items-baseline justify-between gap-4 text-sm"
          />
        </dl>
        {badge}
        <ChooseButton choice={item.choice} labels={{ choose: cm.choose, chosen: cm.chosen }} className="w-full" />
        {children}
      </div>
    </aside>
  );
}

function SampleAndPreparation({ page, tests, infoSheet }: { page: PageContext; tests: LabTest[]; infoSheet: boolean }) {
  const { cm } = page;
  const preparation = preparationOf(tests);
  const samples = [...new Map(tests.flatMap((test) => test.fractions).map((f) => [f.id, f])).values()];
  return (
    <section aria-labelledby="preparation" className="grid gap-6 sm:grid-cols-2">
      <div className="rounded-2xl bg-white p-5 ring-1 ring-brand-100">
        <h2 className="text-lg font-700 text-ink">{cm.sampleType}</h2>
        <ul className="mt-2 space-y-1 text-ink-soft">
          {samples.map((fraction) => (
            <li key={fraction.id}>{fraction.sample_type}</li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl bg-white p-5 ring-1 ring-brand-100">
        <h2 id="preparation" className="text-lg font-700 text-ink">
          {cm.preparation}
        </h2>
        <ul className="mt-2 space-y-1 text-ink-soft" data-preparation="">
          <li>{preparation.fastingHours > 0 ? cm.fasting(preparation.fastingHours) : cm.noFasting}</li>
          {preparation.morningOnly ? <li>{cm.morningOnly}</li> : null}
          {preparation.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
          {infoSheet ? <li>{cm.infoSheet}</li> : null}
        </ul>
      </div>
    </section>
  );
}

function RelatedList({ page, items }: { page: PageContext; items: ReturnType<typeof examinationItem>[] }) {
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.href} className="card flex flex-col gap-2">
          <a href={item.href} className="font-700 text-ink hover:text-brand-700 hover:underline">
            {item.name}
          </a>
          <p className="grow text-sm text-ink-soft">{item.summary}</p>
          <p className="font-700 text-brand-700">
            <span className="sr-only">{page.cm.packagePrice}: </span>
            {item.price}
          </p>
        </li>
      ))}
    </ul>
  );
}

function CgmSteps({ page }: { page: PageContext }) {
  return (
    <section aria-labelledby="cgm-steps">
      <h2 id="cgm-steps" className="text-xl font-700 text-ink">
        {page.cm.cgmTitle}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {page.cm.cgmSteps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-brand-50 p-5">
            <span className="grid h-9 w-9 place-items-center rounded-full bg-brand-600 font-700 text-white">
              {index + 1}
            </span>
            <h3 className="mt-3 font-700 text-ink">{step.title}</h3>
            <p className="mt-1 text-sm text-ink-soft">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-ink-soft">
      {text.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** schema.org data for a bookable laboratory test with its price (spec: offers with prices). */
function offerData({ origin, m }: PageContext, name: string, description: string, price: number, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    serviceType: 'Medical laboratory test',
    name,
    description,
    url: `${origin}${path}`,
    provider: { '@type': 'MedicalOrganization', name: m.siteName, url: origin },
    offers: {
      '@type': 'Offer',
      price: String(price),
      priceCurrency: 'HUF',
      availability: 'https://schema.org/InStock',
      url: `${origin}${path}`,
    },
  };
}
