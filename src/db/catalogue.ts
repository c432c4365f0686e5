/**
 * The laboratory catalogue in D1 (migrations/0003_create_catalogue.sql): tests with their fraction,
 * packages with their category, tests and tags, locations with tags, working plan, sampling fees and
 * the packages they can sample. Texts come in both languages; the embedded backend picks one.
 *
 * Each list is loaded with a fixed number of queries, sent as one D1 batch (one round trip), and the
 * related rows are grouped in TypeScript: no query per package or per location. Id filters travel as
 * one JSON array read with json_each, so a long list never meets D1's limit of 100 bound parameters.
 */

/** A text stored as *_hu and *_en columns. */
export interface Texts {
  hu: string;
  en: string;
}

export interface FractionRecord {
  id: number;
  name: Texts;
  sample_type: Texts;
}

export interface TestRecord {
  id: number;
  code: string;
  url_slug: string;
  name: Texts;
  description: Texts;
  b2c_price: number;
  turn_around_time_min: number;
  turn_around_time_max: number;
  fraction: FractionRecord;
  fasting_hours: number;
  morning_only: boolean;
  preparation: Texts;
  showonweb: boolean;
}

export interface CategoryRecord {
  tag: string;
  name: Texts;
  description: Texts;
  weight: number;
}

export interface PackageRecord {
  id: number;
  whitetech_id: string;
  code: string;
  url_slug: string;
  name: Texts;
  short_description: Texts;
  description: Texts;
  b2c_price: number;
  category: CategoryRecord;
  app_time: number;
  weight: number;
  info_sheet: string | null;
  tags: string[];
  tests: TestRecord[];
}

export interface WorkingPlanRecord {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  start_time: string | null;
  end_time: string | null;
}

export interface SamplingFeeRecord {
  fee_type: string;
  price: number;
}

export interface LocationRecord {
  id: number;
  url_slug: string;
  name: string;
  address: string;
  zip_code: string;
  city: string;
  county: string;
  gps_latitude: number;
  gps_longitude: number;
  phone: string;
  email: string;
  img: string | null;
  text: Texts;
  public_transport_info: Texts;
  parking_info: Texts;
  weight: number;
  tags: string[];
  working_plan: WorkingPlanRecord[];
  sampling_fees: SamplingFeeRecord[];
  package_ids: number[];
}

type Row = Record<string, unknown>;

const texts = (row: Row, column: string): Texts => ({
  hu: row[`${column}_hu`] as string,
  en: row[`${column}_en`] as string,
});

/**
 * Columns stored as the record holds them. Typed `never` so they fit the field types the record
 * interface declares, while a column left out of the list is still a compile error.
 */
const plain = <K extends string>(row: Row, names: K[]) =>
  Object.fromEntries(names.map((name) => [name, row[name]])) as Record<K, never>;

/** The bound value of an optional id filter: a JSON array without repeats, or NULL for "all". */
const idFilter = (ids?: number[]) => (ids ? JSON.stringify([...new Set(ids)]) : null);

const inIds = (column: string, param: string) =>
  `(${param} IS NULL OR ${column} IN (SELECT value FROM json_each(${param})))`;

/** Groups related rows by their owner's id column; an owner without rows gets []. */
function groupBy<T>(rows: Row[], owner: string, map: (row: Row) => T): (id: unknown) => T[] {
  const groups = new Map<unknown, T[]>();
  for (const row of rows) {
    const group = groups.get(row[owner]) ?? [];
    group.push(map(row));
    groups.set(row[owner], group);
  }
  return (id) => groups.get(id) ?? [];
}

// ---- tests ----------------------------------------------------------------------------------------

const TEST_COLUMNS = `t.id, t.code, t.url_slug, t.name_hu, t.name_en, t.description_hu, t.description_en, t.b2c_price,
  t.turn_around_time_min, t.turn_around_time_max, t.fasting_hours, t.morning_only, t.preparation_hu,
  t.preparation_en, t.showonweb, f.id AS fraction_id, f.name_hu AS fraction_name_hu,
  f.name_en AS fraction_name_en, f.sample_type_hu AS fraction_sample_type_hu,
  f.sample_type_en AS fraction_sample_type_en`;
const TESTS_WITH_FRACTION = 'lab_tests t JOIN lab_fractions f ON f.id = t.fraction_id';

function toTest(row: Row): TestRecord {
  return {
    ...plain(row, ['id', 'code', 'url_slug', 'b2c_price', 'turn_around_time_min', 'turn_around_time_max']),
    ...plain(row, ['fasting_hours']),
    name: texts(row, 'name'),
    description: texts(row, 'description'),
    preparation: texts(row, 'preparation'),
    fraction: {
      id: row.fraction_id as number,
      name: texts(row, 'fraction_name'),
      sample_type: texts(row, 'fraction_sample_type'),
    },
    morning_only: row.morning_only === 1,
    showonweb: row.showonweb === 1,
  };
}

export interface TestFilter {
  testIds?: number[];
  fractionIds?: number[];
}

export async function listTests(db: D1Database, filter: TestFilter = {}): Promise<TestRecord[]> {
  const sql = `SELECT ${TEST_COLUMNS} FROM ${TESTS_WITH_FRACTION}
    WHERE ${inIds('t.id', '?1')} AND ${inIds('t.fraction_id', '?2')} ORDER BY t.id`;
  const { results } = await db.prepare(sql).bind(idFilter(filter.testIds), idFilter(filter.fractionIds)).all<Row>();
  return results.map(toTest);
}

// ---- packages -------------------------------------------------------------------------------------

function toPackage(row: Row, tags: string[], tests: TestRecord[]): PackageRecord {
  return {
    ...plain(row, ['id', 'whitetech_id', 'code', 'url_slug', 'b2c_price', 'app_time', 'weight', 'info_sheet']),
    name: texts(row, 'name'),
    short_description: texts(row, 'short_description'),
    description: texts(row, 'description'),
    category: {
      tag: row.category_tag as string,
      name: texts(row, 'category_name'),
      description: texts(row, 'category_description'),
      weight: row.category_weight as number,
    },
    tags,
    tests,
  };
}

export async function listPackages(db: D1Database, filter: { packageIds?: number[] } = {}): Promise<PackageRecord[]> {
  const ids = idFilter(filter.packageIds);
  const [packages, tests, tags] = await db.batch<Row>([
    db
      .prepare(
        `SELECT p.*, c.name_hu AS category_name_hu, c.name_en AS category_name_en,
           c.description_hu AS category_description_hu, c.description_en AS category_description_en,
           c.weight AS category_weight
         FROM lab_packages p JOIN lab_categories c ON c.tag = p.category_tag
         WHERE ${inIds('p.id', '?1')} ORDER BY p.id`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT pt.package_id, ${TEST_COLUMNS} FROM ${TESTS_WITH_FRACTION} JOIN lab_package_tests pt ON pt.test_id = t.id
         WHERE ${inIds('pt.package_id', '?1')} ORDER BY pt.package_id, t.id`,
      )
      .bind(ids),
    db
      .prepare(`SELECT package_id, tag FROM lab_package_tags WHERE ${inIds('package_id', '?1')} ORDER BY tag`)
      .bind(ids),
  ]);
  const testsOf = groupBy(tests.results, 'package_id', toTest);
  const tagsOf = groupBy(tags.results, 'package_id', (row) => row.tag as string);
  return packages.results.map((row) => toPackage(row, tagsOf(row.id), testsOf(row.id)));
}

// ---- locations ------------------------------------------------------------------------------------

type LocationRelations = Pick<LocationRecord, 'tags' | 'working_plan' | 'sampling_fees' | 'package_ids'>;

function toLocation(row: Row, related: LocationRelations): LocationRecord {
  return {
    ...plain(row, ['id', 'url_slug', 'name', 'address', 'zip_code', 'city', 'county', 'gps_latitude']),
    ...plain(row, ['gps_longitude', 'phone', 'email', 'img', 'weight']),
    text: texts(row, 'text'),
    public_transport_info: texts(row, 'public_transport_info'),
    parking_info: texts(row, 'parking_info'),
    ...related,
  };
}

const toWorkingDay = (row: Row): WorkingPlanRecord => plain(row, ['weekday', 'start_time', 'end_time']);
const toSamplingFee = (row: Row): SamplingFeeRecord => plain(row, ['fee_type', 'price']);

export interface LocationFilter {
  locationIds?: number[];
  /** Only locations that can sample every one of these packages. */
  packageIds?: number[];
}

export async function listLocations(db: D1Database, filter: LocationFilter = {}): Promise<LocationRecord[]> {
  const ids = idFilter(filter.locationIds);
  // The related queries filter by location id only; rows of locations the package filter drops are
  // grouped and never read, which is cheaper than a second round trip.
  const related = (columns: string, table: string, order: string) =>
    db
      .prepare(`SELECT location_id, ${columns} FROM ${table} WHERE ${inIds('location_id', '?1')} ORDER BY ${order}`)
      .bind(ids);
  // "Can sample every given package": idFilter makes the ids unique, so the count of matching
  // location_packages rows reaches the list's length only when none is missing.
  const [locations, tags, plans, fees, packages] = await db.batch<Row>([
    db
      .prepare(
        `SELECT l.* FROM lab_locations l
         WHERE ${inIds('l.id', '?1')}
           AND (?2 IS NULL OR (SELECT COUNT(*) FROM lab_location_packages lp
                WHERE lp.location_id = l.id AND lp.package_id IN (SELECT value FROM json_each(?2)))
              = json_array_length(?2))
         ORDER BY l.id`,
      )
      .bind(ids, idFilter(filter.packageIds)),
    related('tag', 'lab_location_tags', 'tag'),
    related('weekday, start_time, end_time', 'lab_working_plans', 'weekday'),
    related('fee_type, price', 'lab_sampling_fees', 'fee_type'),
    related('package_id', 'lab_location_packages', 'package_id'),
  ]);
  const tagsOf = groupBy(tags.results, 'location_id', (row) => row.tag as string);
  const plansOf = groupBy(plans.results, 'location_id', toWorkingDay);
  const feesOf = groupBy(fees.results, 'location_id', toSamplingFee);
  const packagesOf = groupBy(packages.results, 'location_id', (row) => row.package_id as number);
  return locations.results.map((row) =>
    toLocation(row, {
      tags: tagsOf(row.id),
      working_plan: plansOf(row.id),
      sampling_fees: feesOf(row.id),
      package_ids: packagesOf(row.id),
    }),
  );
}
