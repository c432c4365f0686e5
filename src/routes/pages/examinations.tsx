import { Hono, type Context } from 'hono';
import { sharedPage } from '../../cache/pageCache';
import { ExaminationCatalogue, LeftOutRows } from '../../components/catalogue/ExaminationCatalogue';
import { JsonLd } from '../../components/JsonLd';
import { OptimiserNote } from '../../components/OptimiserNote';
import { PageHeader } from '../../components/PageHeader';
import { renderMarkup } from '../../lib/markup';
import { isShownOnWeb, visibleCategories } from '../../domain/visibility';
import type { AppEnv } from '../../env';
import { loadExaminations, loadLocations, loadSingleTests } from '../../services/catalogue';
import { notFound } from '../errors';
import { catalogueCategories, catalogueGroups, catalogueLabels } from './catalogueItems';
import { ExaminationDetail, SingleTestDetail } from './examinationDetail';
import { cataloguePage } from './cataloguePage';

export const examinationPages = new Hono<AppEnv>();

examinationPages.get('/laborvizsgalatok', sharedPage(), async (c) => {
  const page = await cataloguePage(c);
  const { cm, href } = page;
  const [examinations, tests] = await Promise.all([
    loadExaminations(c.env, page.lang),
    loadSingleTests(c.env, page.lang),
  ]);
  const rows = c.req.query('sorok');
  if (rows !== undefined) {
    // The rows the collapsed page leaves out, for the shell to add (src/client/catalogue.ts).
    const groups = catalogueGroups(examinations, tests, page);
    const group = groups.find((candidate) => candidate.tag === rows && candidate.compact);
    if (!group) return notFound(c);
    // A part of a page, never a page of its own for a search engine.
    c.header('X-Robots-Tag', 'noindex');
    return c.html(await renderMarkup(<LeftOutRows group={group} labels={catalogueLabels(page)} />));
  }
  const query = c.req.query('q') ?? '';
  const requested = c.req.query('kategoria') ?? '';
  const categories = catalogueCategories(examinations, tests, page);
  const category = categories.some((group) => group.tag === requested) ? requested : '';
  return c.render(
    <>
      <PageHeader
        page={page}
        trail={[{ name: cm.examinationsTitle, href: href('/laborvizsgalatok') }]}
        title={cm.examinationsTitle}
        intro={cm.examinationsIntro}
      />
      <div className="wrap py-8 sm:py-10">
        <ExaminationCatalogue
          groups={() => catalogueGroups(examinations, tests, page)}
          query={query}
          category={category}
          action={href('/laborvizsgalatok')}
          labels={catalogueLabels(page)}
          rowsHref={href('/laborvizsgalatok')}
        />
        <OptimiserNote lang={page.lang} variant="bar" />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: cm.examinationsTitle,
          // The packages in the catalogue's order (its cards', built only when the page renders).
          itemListElement: visibleCategories(examinations)
            .flatMap((group) => group.items)
            .map((exam, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              url: `${page.origin}${href(`/laborvizsgalatok/${exam.slug}`)}`,
              name: exam.name,
            })),
        }}
      />
    </>,
    { title: cm.examinationsTitle, description: cm.examinationsDescription },
  );
});

examinationPages.get('/laborvizsgalatok/cgm', sharedPage(), (c) => examinationPage(c, 'cgm'));

examinationPages.get('/laborvizsgalatok/egyedi/:testName', sharedPage(), async (c) => {
  const page = await cataloguePage(c);
  const slug = c.req.param('testName');
  const [tests, examinations] = await Promise.all([
    loadSingleTests(c.env, page.lang),
    loadExaminations(c.env, page.lang),
  ]);
  const test = tests.find((candidate) => candidate.url_slug === slug && isShownOnWeb(candidate));
  if (!test) {
    console.warn(`Invalid test URL slug: ${slug}`);
    return notFound(c);
  }
  const packages = examinations.filter(
    (exam) => isShownOnWeb(exam) && exam.tests.some((included) => included.id === test.id),
  );
  return c.render(<SingleTestDetail page={page} test={test} packages={packages} />, {
    title: test.name,
    description: test.description || page.cm.examinationsDescription,
  });
});

examinationPages.get('/laborvizsgalatok/:vizsgalatURL', sharedPage(), (c) =>
  examinationPage(c, c.req.param('vizsgalatURL')),
);

async function examinationPage(c: Context<AppEnv>, slug: string) {
  const page = await cataloguePage(c);
  const [examinations, locations] = await Promise.all([
    loadExaminations(c.env, page.lang),
    loadLocations(c.env, page.lang),
  ]);
  const exam = examinations.find((candidate) => candidate.slug === slug && isShownOnWeb(candidate));
  if (!exam) {
    // An invalid service slug is only worth a warning (spec section 5); the visitor gets the 404 page.
    console.warn(`Invalid service URL slug: ${slug}`);
    return notFound(c);
  }
  const related = examinations
    .filter((other) => other.id !== exam.id && isShownOnWeb(other) && other.category_tag === exam.category_tag)
    .slice(0, 3);
  const where = locations.filter((location) => isShownOnWeb(location) && location.package_ids.includes(exam.id));
  return c.render(
    <ExaminationDetail page={page} exam={exam} related={related} locationCount={where.length} cgm={slug === 'cgm'} />,
    {
      title: exam.name,
      description: exam.short_description || page.cm.examinationsDescription,
    },
  );
}
