import { Hono } from 'hono';
import { cachedPrices } from '../../backends/lab';
import { FeeList } from '../../components/FeeList';
import { Island } from '../../components/Island';
import { PageHeader } from '../../components/PageHeader';
import { formatPrice } from '../../domain/prices';
import { samplingFeeLines } from '../../domain/samplingFees';
import { formatTurnaround } from '../../domain/turnaround';
import { isShownOnWeb, visibleByWeight, visibleCategories } from '../../domain/visibility';
import type { AppEnv } from '../../env';
import type { PriceGroup } from '../../islands/prices/PriceList';
import { loadExaminations, loadLocations } from '../../services/catalogue';
import { pageContext } from './pageContext';

export const pricePages = new Hono<AppEnv>();

/** /arlista: the full price list from GET /api/whitetech/prices, grouped, searchable and printable. */
pricePages.get('/arlista', async (c) => {
  const page = pageContext(c);
  const { cm, href, lang } = page;
  const entries = (await cachedPrices(c.env, { language: lang })).filter(isShownOnWeb);
  const groups = new Map<string, PriceGroup>();
  for (const entry of entries) {
    const tag = entry.type === 'package' ? (entry.category_tag ?? 'egyeb') : 'egyedi';
    const group = groups.get(tag) ?? {
      tag,
      name: entry.type === 'package' ? (entry.category_name ?? cm.packagesHeading) : cm.testsHeading,
      rows: [],
    };
    group.rows.push({
      code: entry.code,
      name: entry.name,
      keywords: entry.code,
      href: href(
        entry.type === 'package' ? `/laborvizsgalatok/${entry.url_slug}` : `/laborvizsgalatok/egyedi/${entry.url_slug}`,
      ),
      price: formatPrice(entry.b2c_price, lang),
      turnaround: formatTurnaround(entry.turn_around_time_min, entry.turn_around_time_max, lang),
    });
    groups.set(tag, group);
  }
  // Packages by category first (the price list's order), single tests last.
  const ordered = [...groups.values()].sort((a, b) => Number(a.tag === 'egyedi') - Number(b.tag === 'egyedi'));
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: cm.priceListTitle, href: href('/arlista') }]}
        title={cm.priceListTitle}
        intro={cm.priceListIntro}
      />
      <div className="wrap py-8 sm:py-10">
        <Island
          name="PriceList"
          props={{
            groups: ordered,
            initialQuery: c.req.query('q') ?? '',
            action: href('/arlista'),
            labels: {
              search: cm.priceListSearchLabel,
              searchButton: cm.searchButton,
              print: cm.print,
              code: cm.code,
              name: cm.name,
              price: cm.price,
              turnaround: cm.turnaround,
              noResults: cm.noResults,
            },
          }}
        />
      </div>
    </>,
    { title: cm.priceListTitle, description: cm.priceListIntro },
  );
});

/** /arak: prices at a glance: categories with their starting price, sampling fees, payment. */
pricePages.get('/arak', async (c) => {
  const page = pageContext(c);
  const { cm, href, lang } = page;
  const [examinations, locations] = await Promise.all([loadExaminations(c.env, lang), loadLocations(c.env, lang)]);
  const categories = visibleCategories(examinations);
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: cm.pricesTitle, href: href('/arak') }]}
        title={cm.pricesTitle}
        intro={cm.pricesIntro}
      >
        <a href={href('/arlista')} className="btn-primary mt-6">
          {cm.fullPriceList}
        </a>
      </PageHeader>
      <div className="wrap space-y-14 py-10">
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {categories.map((category) => (
            <li key={category.tag} className="card flex flex-col">
              <h2 className="text-lg font-700 text-ink">
                <a
                  href={href(`/laborvizsgalatok?kategoria=${category.tag}`)}
                  className="hover:text-brand-700 hover:underline"
                >
                  {category.name}
                </a>
              </h2>
              <p className="mt-1 grow text-sm text-ink-soft">{category.description}</p>
              <p className="mt-4 text-xl font-700 text-brand-700">
                {cm.from(formatPrice(Math.min(...category.items.map((item) => item.b2c_price)), lang))}
              </p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="sampling-fees">
          <h2 id="sampling-fees" className="text-2xl font-700 text-ink">
            {cm.samplingFeesTitle}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-soft">{cm.samplingFeesIntro}</p>
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {visibleByWeight(locations).map((location) => (
              <li key={location.id} className="rounded-2xl p-5 ring-1 ring-brand-100">
                <a
                  href={href(`/helyszinek/${location.slug}`)}
                  className="font-700 text-ink hover:text-brand-700 hover:underline"
                >
                  {location.name}
                </a>
                <FeeList lines={samplingFeeLines(location.sampling_fee, lang)} className="mt-2" />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="payment" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="payment" className="text-2xl font-700 text-ink">
            {cm.paymentTitle}
          </h2>
          <p className="mt-2 text-ink-soft">{cm.paymentText}</p>
        </section>
      </div>
    </>,
    { title: cm.pricesTitle, description: cm.pricesIntro },
  );
});
