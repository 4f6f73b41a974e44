import { describe, it, expect, beforeAll } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { harness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});

/** The rows a query answers, on PGlite and PostgreSQL alike. */
async function rows<T>(query: SQL): Promise<T[]> {
  const r = await h.db.execute(query);
  return (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
}

/**
 * The seeded demo database is a shop whose books balance (issue 26): every balance is the sum of its ledger, none is
 * below zero, and every bill the seed marks paid has its payment in the ledger — so a demo never shows money that
 * came from nowhere, and the operator's and the shopper's views agree.
 */
describe('the seeded database keeps its books', () => {
  it('every balance equals its ledger and none is below zero', async () => {
    const off = await rows<{ id: number; money_fen: number; ledger: number }>(sql`
      SELECT u.id, u.money_fen, coalesce(sum(m.amount_fen), 0)::bigint AS ledger
      FROM users u LEFT JOIN money_log m ON m.user_id = u.id
      GROUP BY u.id, u.money_fen HAVING u.money_fen <> coalesce(sum(m.amount_fen), 0) OR u.money_fen < 0`);
    expect(off).toEqual([]);
    const [counted] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM money_log`);
    expect(Number(counted.n)).toBeGreaterThan(0);
  });

  it('every paid parcel (priced: a paid parcel without a fee was never weighed), one-pay order and purchase order has its payment', async () => {
    const parcels = await rows<{ sn: string }>(sql`
      SELECT p.sn FROM parcels p WHERE p.paid_at IS NOT NULL AND (p.total_fen IS NULL OR (p.total_fen - p.coupon_fen > 0
      AND NOT EXISTS (SELECT 1 FROM money_log m WHERE m.type = 'payment' AND m.ref_type = 'parcel' AND m.ref_sn = p.sn)))`);
    expect(parcels).toEqual([]);
    const onepay = await rows<{ sn: string }>(sql`
      SELECT o.sn FROM onepay_orders o WHERE o.paid_at IS NOT NULL AND o.total_fen - o.coupon_fen > 0
      AND NOT EXISTS (SELECT 1 FROM money_log m WHERE m.type = 'payment' AND m.ref_type = 'onepay' AND m.ref_sn = o.sn)`);
    expect(onepay).toEqual([]);
    const orders = await rows<{ sn: string }>(sql`
      SELECT o.sn FROM orders o JOIN order_groups g ON g.id = o.group_id WHERE o.paid_at IS NOT NULL AND o.total_fen - o.coupon_fen > 0
      AND NOT EXISTS (SELECT 1 FROM money_log m WHERE m.type = 'payment'
        AND ((m.ref_type = 'order_group' AND m.ref_sn = g.sn) OR (m.ref_type = 'order' AND m.ref_sn = o.sn)))`);
    expect(orders).toEqual([]);
    // The community's received parcels (the posts are about them) are among the paid ones.
    const [community] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM parcels WHERE sn LIKE 'S2601010009%' AND paid_at IS NOT NULL`);
    expect(Number(community.n)).toBeGreaterThan(0);
  });
});
