ALTER TABLE "affiliate_commissions" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Rebates and commissions wait until the goods paid for can no longer come back (design §4b): those earned before
-- this migration on goods that still can (no order done, not every live line in a shipped or received parcel,
-- a one-pay order not shipped) become pending. The condition is server/domain/rewards/goods-settled.ts's.
UPDATE "rebates" SET "status" = 2 WHERE "status" = 0 AND NOT (CASE "rebates"."ref_type"
  WHEN 'onepay' THEN EXISTS (SELECT 1 FROM onepay_orders op WHERE op.sn = "rebates"."ref_sn" AND op.status IN (3, 4))
  WHEN 'order' THEN EXISTS (SELECT 1 FROM orders o WHERE o.sn = "rebates"."ref_sn" AND (o.status = 5 OR (o.status > 0
    AND EXISTS (SELECT 1 FROM order_goods l WHERE l.order_id = o.id AND NOT l.deleted)
    AND NOT EXISTS (SELECT 1 FROM order_goods l LEFT JOIN parcels p ON p.id = l.parcel_id WHERE l.order_id = o.id AND NOT l.deleted AND (p.id IS NULL OR p.status NOT IN (3, 4))))))
  WHEN 'order_group' THEN EXISTS (SELECT 1 FROM order_groups g WHERE g.sn = "rebates"."ref_sn"
    AND EXISTS (SELECT 1 FROM orders o WHERE o.group_id = g.id AND NOT EXISTS (SELECT 1 FROM money_log m WHERE m.type = 'payment' AND m.ref_type = 'order' AND m.ref_sn = o.sn) AND o.status <> -1)
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.group_id = g.id AND NOT EXISTS (SELECT 1 FROM money_log m WHERE m.type = 'payment' AND m.ref_type = 'order' AND m.ref_sn = o.sn) AND o.status <> -1 AND NOT (o.status = 5 OR (o.status > 0
      AND EXISTS (SELECT 1 FROM order_goods l WHERE l.order_id = o.id AND NOT l.deleted)
      AND NOT EXISTS (SELECT 1 FROM order_goods l LEFT JOIN parcels p ON p.id = l.parcel_id WHERE l.order_id = o.id AND NOT l.deleted AND (p.id IS NULL OR p.status NOT IN (3, 4)))))))
  ELSE false END);--> statement-breakpoint
UPDATE "affiliate_commissions" SET "status" = 0 WHERE "reversed_fen" < "amount_fen" AND NOT (CASE "affiliate_commissions"."ref_type"
  WHEN 'onepay' THEN EXISTS (SELECT 1 FROM onepay_orders op WHERE op.sn = "affiliate_commissions"."ref_sn" AND op.status IN (3, 4))
  WHEN 'order' THEN EXISTS (SELECT 1 FROM orders o WHERE o.sn = "affiliate_commissions"."ref_sn" AND (o.status = 5 OR (o.status > 0
    AND EXISTS (SELECT 1 FROM order_goods l WHERE l.order_id = o.id AND NOT l.deleted)
    AND NOT EXISTS (SELECT 1 FROM order_goods l LEFT JOIN parcels p ON p.id = l.parcel_id WHERE l.order_id = o.id AND NOT l.deleted AND (p.id IS NULL OR p.status NOT IN (3, 4))))))
  WHEN 'order_group' THEN EXISTS (SELECT 1 FROM order_groups g WHERE g.sn = "affiliate_commissions"."ref_sn"
    AND EXISTS (SELECT 1 FROM orders o WHERE o.group_id = g.id AND NOT EXISTS (SELECT 1 FROM money_log m WHERE m.type = 'payment' AND m.ref_type = 'order' AND m.ref_sn = o.sn) AND o.status <> -1)
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.group_id = g.id AND NOT EXISTS (SELECT 1 FROM money_log m WHERE m.type = 'payment' AND m.ref_type = 'order' AND m.ref_sn = o.sn) AND o.status <> -1 AND NOT (o.status = 5 OR (o.status > 0
      AND EXISTS (SELECT 1 FROM order_goods l WHERE l.order_id = o.id AND NOT l.deleted)
      AND NOT EXISTS (SELECT 1 FROM order_goods l LEFT JOIN parcels p ON p.id = l.parcel_id WHERE l.order_id = o.id AND NOT l.deleted AND (p.id IS NULL OR p.status NOT IN (3, 4)))))))
  ELSE false END);
