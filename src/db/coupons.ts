import type { Coupon } from '../domain/pricing';

/**
 * Coupons in D1 (migrations/0004_create_booking.sql). The code column is COLLATE NOCASE, so 'tavasz10'
 * finds 'TAVASZ10'. Redemptions are written with the appointment (src/db/appointments.ts), where the
 * coupon_redemptions_limit trigger enforces the usage limit.
 */
type Row = Record<string, unknown>;

function toCoupon(row: Row): Coupon {
  return {
    id: row.id as number,
    code: row.code as string,
    kind: row.kind as Coupon['kind'],
    value: row.value as number,
    valid_from: row.valid_from as string | null,
    valid_until: row.valid_until as string | null,
    usage_limit: row.usage_limit as number | null,
    min_total: row.min_total as number,
    package_ids: row.package_ids === null ? null : (JSON.parse(row.package_ids as string) as number[]),
    active: row.active === 1,
  };
}

export async function findCouponByCode(db: D1Database, code: string): Promise<Coupon | null> {
  const row = await db.prepare('SELECT * FROM coupons WHERE code = ?1').bind(code.trim()).first<Row>();
  return row ? toCoupon(row) : null;
}

/** Redemptions that count against the usage limit: the same rule as the trigger's. */
export async function countCouponUses(db: D1Database, couponId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS uses FROM coupon_redemptions r JOIN appointments a ON a.id = r.appointment_id
       WHERE r.coupon_id = ?1 AND a.status IN ('held', 'confirmed')`,
    )
    .bind(couponId)
    .first<{ uses: number }>();
  return row?.uses ?? 0;
}
