/**
 * The laboratory's catalogue: its tests, packages and their price list (spec section 7, Laboratory
 * backend). The laboratory-backend port (src/backends/lab/port.ts) answers these shapes, from D1 or from
 * the laboratory system. Texts come in the requested language; `name_en` is always the English name.
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
