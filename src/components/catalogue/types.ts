import type { Choosable } from '../../domain/cart';
import type { Searchable } from '../../domain/catalogueFilter';
import type { ExpectedText } from '../../domain/expectedResults';

/** An examination card or a single-test row, with everything pre-formatted on the server. */
export interface CatalogueItem extends Searchable {
  choice: Choosable;
  href: string;
  summary: string;
  price: string;
  /** What the included tests cost one by one; null when there is no saving. */
  priceWithout: string | null;
  turnaround: string;
  /** When results are expected if sampled today (docs/decisions/0046); absent when not known. */
  expected?: ExpectedText;
  smartChoice: boolean;
}

export interface CatalogueGroup {
  tag: string;
  name: string;
  description: string;
  /** Single tests are listed as compact rows rather than cards. */
  compact: boolean;
  items: CatalogueItem[];
}

export interface CatalogueLabels {
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  allCategories: string;
  categoryFilterLabel: string;
  noResults: string;
  /** '{count}' is filled in. */
  resultCountOne: string;
  resultCountOther: string;
  choose: string;
  chosen: string;
  packagePrice: string;
  withoutPackage: string;
  withoutPackageNote: string;
  turnaround: string;
  /** The expected-results date's label on a card. */
  resultsExpected: string;
  smartChoice: string;
  details: string;
  /** '{count}' is filled in. */
  showAll: string;
}
