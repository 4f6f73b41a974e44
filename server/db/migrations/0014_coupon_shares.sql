ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "onepay_orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "onepay_orders" ADD COLUMN "coupon_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "coupon_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders paid before this migration: an order with a payment of its own was paid alone, the others with their group.
UPDATE "orders" SET "paid_by" = "sn" WHERE "paid_at" IS NOT NULL AND EXISTS (SELECT 1 FROM "money_log" m WHERE m."type" = 'payment' AND m."ref_type" = 'order' AND m."ref_sn" = "orders"."sn");--> statement-breakpoint
UPDATE "orders" SET "paid_by" = g."sn" FROM "order_groups" g WHERE g."id" = "orders"."group_id" AND "orders"."paid_at" IS NOT NULL AND "orders"."paid_by" = '';--> statement-breakpoint
-- A paid group's coupon shared exactly over the orders it paid (largest remainder by the part the coupon took from: the goods, or the service fee).
WITH base AS (
  SELECT o."id", o."group_id", g."coupon_id", g."coupon_fen"::bigint AS c, (CASE WHEN cp."scope" = 'fee' THEN o."service_fen" ELSE o."goods_fen" END)::bigint AS b
  FROM "orders" o JOIN "order_groups" g ON g."id" = o."group_id" LEFT JOIN "coupons" cp ON cp."id" = g."coupon_id"
  WHERE g."coupon_fen" > 0 AND o."paid_by" = g."sn"
), q AS (
  SELECT base.*, sum(b) OVER (PARTITION BY group_id) AS bs FROM base
), r AS (
  SELECT q.*, (c * b) / bs AS fl, (c * b) % bs AS rem FROM q WHERE bs > 0
), s AS (
  SELECT r.*, row_number() OVER (PARTITION BY group_id ORDER BY rem DESC, id) AS rk, c - sum(fl) OVER (PARTITION BY group_id) AS left_over FROM r
)
UPDATE "orders" SET "coupon_id" = s."coupon_id", "coupon_fen" = (s.fl + CASE WHEN s.rk <= s.left_over THEN 1 ELSE 0 END)::integer FROM s WHERE "orders"."id" = s."id";
