import {
  type FractionRecord,
  listLocations,
  listPackages,
  listTests,
  type LocationRecord,
  type PackageRecord,
  type TestRecord,
  type Texts,
} from '../../db/catalogue';
import type { LabBackend } from './port';
import type { LabFraction, LabLanguage, LabPackage, LabPriceEntry, LabTest } from '../../domain/catalogue';
import { type LabLocation, type SamplingFee, type Weekday, WEEKDAYS, type WorkingDay } from '../../domain/location';

/**
 * The embedded laboratory backend (DESIGN.md, Ports): the catalogue in D1 answered in the shapes of the
 * laboratory system's /api/whitetech/* calls (spec section 7). What the laboratory system derives —
 * a package's undiscounted price, turnaround and fractions from its tests — is derived here the same
 * way. An empty result is [], and the API layer turns it into 'No data received from …' (section 8).
 * `institute_id` is not a filter here: the embedded catalogue is one institute's.
 */
export function embeddedLabBackend(db: D1Database): LabBackend {
  return {
    async tests({ language, test_ids, fraction_ids }) {
      const tests = await listTests(db, { testIds: test_ids, fractionIds: fraction_ids });
      return sortBy(
        language,
        tests.map((test) => toLabTest(test, language)),
      );
    },
    async packages({ language, package_ids }) {
      const packages = await listPackages(db, { packageIds: package_ids });
      return sortBy(
        language,
        packages.map((item) => toLabPackage(item, language)),
        byWeight,
      );
    },
    async locations({ language, location_ids, package_ids }) {
      const locations = await listLocations(db, { locationIds: location_ids, packageIds: package_ids });
      return sortBy(
        language,
        locations.map((item) => toLabLocation(item, language)),
        byWeight,
      );
    },
    async prices({ language, type }) {
      const [tests, packages] = await Promise.all([
        type === 'package' ? [] : listTests(db),
        type === 'test' ? [] : listPackages(db),
      ]);
      return pricesList(
        tests.map((test) => toLabTest(test, language)),
        packages.map((item) => toLabPackage(item, language)),
        language,
      );
    },
  };
}

/** The requested language; an English text not yet written falls back to the Hungarian one. */
const pick = (texts: Texts, language: LabLanguage) => (language === 'en' && texts.en ? texts.en : texts.hu);

const byWeight = (item: { weight: number }) => item.weight;

/** Lighter weight first, then by name in the language's alphabet ('Á' beside 'A' in Hungarian). */
function sortBy<T extends { name: string }>(language: LabLanguage, items: T[], weight = (_item: T) => 0): T[] {
  const collator = new Intl.Collator(language);
  return items.sort((a, b) => weight(a) - weight(b) || collator.compare(a.name, b.name));
}

const toLabFraction = (fraction: FractionRecord, language: LabLanguage): LabFraction => ({
  id: fraction.id,
  name: pick(fraction.name, language),
  sample_type: pick(fraction.sample_type, language),
});

function toLabTest(test: TestRecord, language: LabLanguage): LabTest {
  return {
    id: test.id,
    code: test.code,
    url_slug: test.url_slug,
    name: pick(test.name, language),
    name_en: test.name.en,
    description: pick(test.description, language),
    b2c_price: test.b2c_price,
    turn_around_time_min: test.turn_around_time_min,
    turn_around_time_max: test.turn_around_time_max,
    fractions: [toLabFraction(test.fraction, language)],
    fasting_hours: test.fasting_hours,
    morning_only: test.morning_only,
    preparation: pick(test.preparation, language),
    tags: test.showonweb ? ['showonweb'] : [],
  };
}

function toLabPackage(item: PackageRecord, language: LabLanguage): LabPackage {
  const tests = sortBy(
    language,
    item.tests.map((test) => toLabTest(test, language)),
  );
  const fractions = new Map(tests.flatMap((test) => test.fractions).map((fraction) => [fraction.id, fraction]));
  return {
    id: item.id,
    whitetech_id: item.whitetech_id,
    code: item.code,
    url_slug: item.url_slug,
    name: pick(item.name, language),
    name_en: item.name.en,
    short_description: pick(item.short_description, language),
    description: pick(item.description, language),
    b2c_price: item.b2c_price,
    price_without_discount: tests.reduce((sum, test) => sum + test.b2c_price, 0),
    tags: item.tags,
    category_tag: item.category.tag,
    category_name: pick(item.category.name, language),
    category_description: pick(item.category.description, language),
    category_weight: item.category.weight,
    // The results are ready when the slowest test's are.
    turn_around_time_min: Math.max(0, ...tests.map((test) => test.turn_around_time_min)),
    turn_around_time_max: Math.max(0, ...tests.map((test) => test.turn_around_time_max)),
    tests,
    fractions: [...fractions.values()].sort((a, b) => a.id - b.id),
    app_time: item.app_time,
    weight: item.weight,
    info_sheet: item.info_sheet,
  };
}

// The names the laboratory system gives its sampling fees; the fee types are the package tags that
// call for them (migrations/0003_create_catalogue.sql, lab_sampling_fees).
const SAMPLING_FEES: Record<string, Texts> = {
  base: { hu: 'Alap mintavételi díj', en: 'Basic sampling fee' },
  samplingfee_ex_2: {
    hu: 'Terheléses vércukor (2 pontos) mintavételi díja',
    en: 'Glucose load test (2 points) sampling fee',
  },
  samplingfee_ex_3: {
    hu: 'Terheléses vércukor (3 pontos) mintavételi díja',
    en: 'Glucose load test (3 points) sampling fee',
  },
  samplingfee_ex_5: {
    hu: 'Terheléses vércukor (5 pontos) mintavételi díja',
    en: 'Glucose load test (5 points) sampling fee',
  },
};
const FEE_ORDER = Object.keys(SAMPLING_FEES);

function toLabLocation(item: LocationRecord, language: LabLanguage): LabLocation {
  // A weekday without a row is closed (port.ts, WorkingDay).
  const open = new Map(item.working_plan.map((day) => [day.weekday, { start: day.start_time, end: day.end_time }]));
  const working_plan = Object.fromEntries(
    WEEKDAYS.map((day, index) => [day, open.get(index + 1) ?? { start: null, end: null }]),
  ) as Record<Weekday, WorkingDay>;
  const sampling_fee: SamplingFee[] = item.sampling_fees
    .map((fee) => ({ type: fee.fee_type, name: pick(SAMPLING_FEES[fee.fee_type], language), price: fee.price }))
    .sort((a, b) => FEE_ORDER.indexOf(a.type) - FEE_ORDER.indexOf(b.type));
  const { text, public_transport_info, parking_info, sampling_fees: _, ...rest } = item;
  return {
    ...rest,
    working_plan,
    sampling_fee,
    text_hu: text.hu,
    text: pick(text, language),
    public_transport_info: pick(public_transport_info, language),
    parking_info: pick(parking_info, language),
  };
}

/**
 * The price list: packages by their category's weight, then category, then name, so each category
 * stays together even where two share a weight; single tests have no category and come last.
 */
function pricesList(tests: LabTest[], packages: LabPackage[], language: LabLanguage): LabPriceEntry[] {
  const collator = new Intl.Collator(language);
  const rows = [
    ...packages.map((item) => ({ weight: item.category_weight, entry: priceEntry(item) })),
    ...tests.map((test) => ({ weight: Number.POSITIVE_INFINITY, entry: priceEntry(test) })),
  ];
  const compare = (a: string | null, b: string | null) => collator.compare(a ?? '', b ?? '');
  rows.sort(
    (a, b) =>
      (a.weight === b.weight ? 0 : a.weight < b.weight ? -1 : 1) ||
      compare(a.entry.category_name, b.entry.category_name) ||
      compare(a.entry.name, b.entry.name),
  );
  return rows.map((row) => row.entry);
}

function priceEntry(item: LabTest | LabPackage): LabPriceEntry {
  const isPackage = 'category_tag' in item;
  return {
    type: isPackage ? 'package' : 'test',
    id: item.id,
    code: item.code,
    name: item.name,
    url_slug: item.url_slug,
    category_tag: isPackage ? item.category_tag : null,
    category_name: isPackage ? item.category_name : null,
    b2c_price: item.b2c_price,
    price_without_discount: isPackage ? item.price_without_discount : null,
    turn_around_time_min: item.turn_around_time_min,
    turn_around_time_max: item.turn_around_time_max,
    tags: item.tags,
  };
}
