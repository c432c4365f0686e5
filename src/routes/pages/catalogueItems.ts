import type { LabTest } from '../../domain/catalogue';
import { formatPrice } from '../../domain/prices';
import { formatTurnaround } from '../../domain/turnaround';
import { isShownOnWeb, visibleCategories } from '../../domain/visibility';
import type { CatalogueGroup, CatalogueItem, CatalogueLabels } from '../../components/catalogue/types';
import type { Examination } from '../../services/catalogue';
import { packageTurnaround } from '../../domain/expectedResults';
import { resultsMessages } from '../../i18n/resultsMessages';
import { expectedText, testTurnaround } from '../../services/expectedResults';
import type { CataloguePage } from './cataloguePage';
import type { PageContext } from './pageContext';

/** Card data for an examination (package), formatted in the page's language. */
export function examinationItem(exam: Examination, { lang, href, results }: CataloguePage): CatalogueItem {
  return {
    name: exam.name,
    keywords: `${exam.code} ${exam.short_description} ${exam.tests.map((test) => `${test.name} ${test.code}`).join(' ')}`,
    choice: {
      kind: 'examination',
      item: { id: exam.id, name: exam.name, price: exam.b2c_price, app_time: exam.app_time, cat_id: exam.category_tag },
    },
    href: href(`/laborvizsgalatok/${exam.slug}`),
    summary: exam.short_description,
    price: formatPrice(exam.b2c_price, lang),
    priceWithout: exam.price_without_discount > exam.b2c_price ? formatPrice(exam.price_without_discount, lang) : null,
    turnaround: formatTurnaround(exam.turn_around_time_min, exam.turn_around_time_max, lang),
    expected: expectedText(packageTurnaround(exam), results ?? null),
    smartChoice: exam.smartChoice,
  };
}

/** Row data for a single test (parameter). */
export function singleTestItem(test: LabTest, { lang, href, results }: CataloguePage): CatalogueItem {
  return {
    name: test.name,
    keywords: `${test.code} ${test.name_en} ${test.description}`,
    choice: { kind: 'parameter', item: { id: test.id, name: test.name, price: test.b2c_price } },
    href: href(`/laborvizsgalatok/egyedi/${test.url_slug}`),
    // Single tests are listed as compact rows without a summary; the description still feeds the search.
    summary: '',
    price: formatPrice(test.b2c_price, lang),
    priceWithout: null,
    turnaround: formatTurnaround(test.turn_around_time_min, test.turn_around_time_max, lang),
    expected: expectedText(testTurnaround(test), results ?? null),
    smartChoice: false,
  };
}

export function catalogueLabels({ cm, lang }: PageContext): CatalogueLabels {
  return {
    searchLabel: cm.searchLabel,
    searchPlaceholder: cm.searchPlaceholder,
    searchButton: cm.searchButton,
    allCategories: cm.allCategories,
    categoryFilterLabel: cm.categoryFilterLabel,
    noResults: cm.noResults,
    resultCountOne: cm.resultCount(1).replace('1', '{count}'),
    resultCountOther: cm.resultCount(2).replace('2', '{count}'),
    choose: cm.choose,
    chosen: cm.chosen,
    packagePrice: cm.packagePrice,
    withoutPackage: cm.withoutPackage,
    withoutPackageNote: cm.withoutPackageNote,
    turnaround: cm.turnaround,
    resultsExpected: resultsMessages(lang).today,
    smartChoice: cm.smartChoice,
    details: cm.details,
    showAll: cm.showAllTests('{count}'),
  };
}

/** The tag of the single tests' group (not a laboratory category). */
export const SINGLE_TESTS = 'egyedi';

/**
 * The catalogue as the examinations page and the booking start show it: shown packages by category
 * weight, then the shown single tests as one compact group.
 */
export function catalogueGroups(examinations: Examination[], tests: LabTest[], page: CataloguePage): CatalogueGroup[] {
  // Built when the page renders: a page answered from its kept copy (src/cache/pageCache.ts) skips it.
  const groups: CatalogueGroup[] = visibleCategories(examinations).map((category) => ({
    tag: category.tag,
    name: category.name,
    description: category.description,
    compact: false,
    items: category.items.map((exam) => examinationItem(exam, page)),
  }));
  const singles = tests.filter(isShownOnWeb);
  if (singles.length > 0) {
    groups.push({
      tag: SINGLE_TESTS,
      name: page.cm.singleTestsTitle,
      description: page.cm.singleTestsIntro,
      compact: true,
      items: singles.map((test) => singleTestItem(test, page)),
    });
  }
  return groups;
}

/**
 * The catalogue's categories as its chips and filter name them (catalogueGroups' tags and names, in the
 * same order), without building every card: what a request needs before knowing whether it renders.
 */
export function catalogueCategories(
  examinations: Examination[],
  tests: LabTest[],
  { cm }: PageContext,
): { tag: string; name: string }[] {
  const categories = visibleCategories(examinations).map(({ tag, name }) => ({ tag, name }));
  return tests.some(isShownOnWeb) ? [...categories, { tag: SINGLE_TESTS, name: cm.singleTestsTitle }] : categories;
}
