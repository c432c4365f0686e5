/**
 * The laboratory-backend port (DESIGN.md, Ports; spec section 7, Laboratory backend). The embedded
 * implementation answers from D1; the HTTP one calls the laboratory system, whose API has this same
 * contract (the product's own /api/whitetech/* answers are these shapes inside `{ data: [...] }`).
 * Texts come in the requested language; `name_en` is always the English name.
 */
export type LabLanguage = 'hu' | 'en';

export interface LabFraction {
  id: number;
  name: string;
  sample_type: string;
}

export interface LabTest {
  id: number;
  code: string;
  url_slug: string;
  name: string;
  name_en: string;
  description: string;
  b2c_price: number;
  /** Working days. */
  turn_around_time_min: number;
  turn_around_time_max: number;
  fractions: LabFraction[];
  fasting_hours: number;
  morning_only: boolean;
  preparation: string;
  /** 'showonweb' when the test is sold on its own on the website. */
  tags: string[];
}

export interface LabPackage {
  id: number;
  whitetech_id: string;
  code: string;
  url_slug: string;
  name: string;
  name_en: string;
  short_description: string;
  description: string;
  b2c_price: number;
  /** What the included tests cost one by one (the 'Eredmény' / 'Without package' price). */
  price_without_discount: number;
  tags: string[];
  category_tag: string;
  category_name: string;
  category_description: string;
  category_weight: number;
  /** The slowest included test decides the package's turnaround. */
  turn_around_time_min: number;
  turn_around_time_max: number;
  tests: LabTest[];
  /** The distinct fractions of the included tests. */
  fractions: LabFraction[];
  /** Sampling minutes; long for glucose load tests. */
  app_time: number;
  weight: number;
  info_sheet: string | null;
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** 'HH:MM:SS' or null; a day is open only if start and end exist and differ. */
export interface WorkingDay {
  start: string | null;
  end: string | null;
}

export interface SamplingFee {
  /** 'base', 'samplingfee_ex_2', 'samplingfee_ex_3' or 'samplingfee_ex_5'. */
  type: string;
  name: string;
  price: number;
}

export interface LabLocation {
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
  working_plan: Record<Weekday, WorkingDay>;
  /** 'showonweb', 'child_testing', ... */
  tags: string[];
  sampling_fee: SamplingFee[];
  img: string | null;
  /** The Hungarian description (the field's name in the laboratory system). */
  text_hu: string;
  /** The description in the requested language. */
  text: string;
  public_transport_info: string;
  parking_info: string;
  weight: number;
  /** Ids of the packages this location can sample. */
  package_ids: number[];
}

export interface LabPriceEntry {
  type: 'test' | 'package';
  id: number;
  code: string;
  name: string;
  url_slug: string;
  category_tag: string | null;
  category_name: string | null;
  b2c_price: number;
  price_without_discount: number | null;
  turn_around_time_min: number;
  turn_around_time_max: number;
  tags: string[];
}

export interface PricesQuery {
  language: LabLanguage;
  /** Only tests or only packages; both when absent. */
  type?: 'test' | 'package';
}

export interface TestsQuery {
  language: LabLanguage;
  institute_id?: number;
  fraction_ids?: number[];
  test_ids?: number[];
}

export interface PackagesQuery {
  language: LabLanguage;
  institute_id?: number;
  package_ids?: number[];
}

export interface LocationsQuery {
  language: LabLanguage;
  location_ids?: number[];
  /** Only locations where every one of these packages can be sampled. */
  package_ids?: number[];
}

export interface LabBackend {
  prices(query: PricesQuery): Promise<LabPriceEntry[]>;
  tests(query: TestsQuery): Promise<LabTest[]>;
  packages(query: PackagesQuery): Promise<LabPackage[]>;
  locations(query: LocationsQuery): Promise<LabLocation[]>;
}

/** An empty answer where data was expected (spec section 8): 'No data received from tests'. */
export class NoDataError extends Error {
  constructor(readonly source: 'prices' | 'tests' | 'packages' | 'locations' | string) {
    super(`No data received from ${source}`);
    this.name = 'NoDataError';
  }
}
