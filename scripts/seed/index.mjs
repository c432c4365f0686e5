// The demo seed: content documents and legacy redirects. Loaded into an empty local database by
// `npm start` (scripts/seed.mjs) and into every worker test's database (vitest.config.mts).
// It is not a migration and never runs against production (DESIGN.md, Data).
import { bookingStatements } from './booking.mjs';
import { catalogueContentStatements } from './catalogue-content.mjs';
import { catalogueStatements } from './catalogue.mjs';
import { companyStatements } from './company.mjs';
import { contentStatements } from './content.mjs';
import { couponStatements } from './coupons.mjs';
import { newsStatements } from './news.mjs';
import { pageContentStatements } from './pages.mjs';
import { redirectStatements } from './redirects.mjs';

/** @returns {string[]} SQL statements, each idempotent (INSERT OR IGNORE). */
export function seedStatements() {
  return [
    ...contentStatements(),
    ...redirectStatements(),
    ...catalogueStatements(),
    ...catalogueContentStatements(),
    ...bookingStatements(),
    ...couponStatements(),
    ...companyStatements(),
    ...newsStatements(),
    ...pageContentStatements(),
  ];
}
