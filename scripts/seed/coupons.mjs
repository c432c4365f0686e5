// Demo coupons (migrations/0004_create_booking.sql, coupons) for the local site and the worker tests:
// one of each kind the booking engine knows (src/domain/pricing.ts). Codes are matched case-insensitively.
import { sqlString } from './sql.mjs';

/** The thyroid packages (scripts/seed/catalogue.mjs, category 'pajzsmirigy'). */
const THYROID_PACKAGE_IDS = [6, 7, 8];

export const COUPONS = [
  // 10 % off every examination and test until the end of 2027.
  { code: 'TAVASZ10', kind: 'percent', value: 10, valid_from: '2025-01-01', valid_until: '2027-12-31' },
  // 2 000 Ft off an order of at least 15 000 Ft, at most 500 times.
  { code: 'ELSO2000', kind: 'fixed', value: 2000, min_total: 15000, usage_limit: 500 },
  // 15 % off the thyroid packages only; the rest of the order pays full price.
  { code: 'PAJZSMIRIGY15', kind: 'percent', value: 15, package_ids: THYROID_PACKAGE_IDS },
  // Ran out at the end of 2024: shows the 'expired' answer.
  { code: 'LEJART', kind: 'percent', value: 20, valid_from: '2024-01-01', valid_until: '2024-12-31' },
];

const value = (v) => (v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : sqlString(v));

const COLUMNS = ['code', 'kind', 'value', 'valid_from', 'valid_until', 'usage_limit', 'min_total', 'package_ids'];

/** @returns {string[]} SQL statements, each idempotent (INSERT OR IGNORE). */
export function couponStatements() {
  return COUPONS.map((coupon) => {
    const row = { min_total: 0, ...coupon, package_ids: coupon.package_ids && JSON.stringify(coupon.package_ids) };
    return `INSERT OR IGNORE INTO coupons (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => value(row[c])).join(', ')})`;
  });
}
