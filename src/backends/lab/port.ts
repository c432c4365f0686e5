/**
 * The laboratory-backend port (DESIGN.md, Ports; spec section 7, Laboratory backend). The embedded
 * implementation answers from D1; the HTTP one calls the laboratory system, whose API has this same
 * contract (the product's own /api/whitetech/* answers are these shapes inside `{ data: [...] }`).
 * The shapes it answers are the domain's (src/domain/catalogue.ts, location.ts; docs/decisions/0029).
 */
import type { LabLanguage, LabPackage, LabPriceEntry, LabTest } from '../../domain/catalogue';
import type { LabLocation } from '../../domain/location';

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
