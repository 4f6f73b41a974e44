-- Every time in 64 bits (issue 33): unix seconds were 32-bit integers, which end at 2038-01-19 03:14:07 UTC — a
-- membership card stacked past it, a coupon valid to 2039 could not be stored. Every time column of the schema
-- (server/db/schema, `unixTime`) becomes bigint. Every row is kept with its value: integer → bigint is a widening
-- cast, and PostgreSQL rewrites each table (and its indexes) once, in the migration's transaction.
ALTER TABLE "captchas" ALTER COLUMN "expires_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "login_failures" ALTER COLUMN "window_start" TYPE bigint;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "user_tokens" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "expires_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "login_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "verification_codes" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "expires_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "vitals" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "image_searches" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "browsing_history" ALTER COLUMN "viewed_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "favorites" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_messages" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "onepay_orders" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "paid_at" TYPE bigint, ALTER COLUMN "shipped_at" TYPE bigint, ALTER COLUMN "received_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_goods" ALTER COLUMN "arrived_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_groups" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "paid_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "paid_at" TYPE bigint, ALTER COLUMN "bought_at" TYPE bigint, ALTER COLUMN "stored_at" TYPE bigint, ALTER COLUMN "cancelled_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "parcels" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "weighed_at" TYPE bigint, ALTER COLUMN "paid_at" TYPE bigint, ALTER COLUMN "shipped_at" TYPE bigint, ALTER COLUMN "received_at" TYPE bigint, ALTER COLUMN "cancelled_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "rehearsals" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "measured_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "tracking_events" ALTER COLUMN "time" TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupon_rules" ALTER COLUMN "ends_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "expires_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "money_log" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "pay_passwords" ALTER COLUMN "locked_until" TYPE bigint, ALTER COLUMN "updated_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "remittances" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "reviewed_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "decided_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "goods_refunds" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "decided_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "remind_emails" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "remind_settings" ALTER COLUMN "updated_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "shopper_messages" ALTER COLUMN "read_at" TYPE bigint, ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "cashbacks" ALTER COLUMN "paid_at" TYPE bigint, ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "invite_emails" ALTER COLUMN "sent_at" TYPE bigint, ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "promotion_joins" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "starts_at" TYPE bigint, ALTER COLUMN "ends_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "rebates" ALTER COLUMN "withdrawn_at" TYPE bigint, ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "score_log" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "signins" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "updated_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "user_cards" ALTER COLUMN "starts_at" TYPE bigint, ALTER COLUMN "ends_at" TYPE bigint, ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "wheel_spins" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "advisories" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "updated_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "advisory_messages" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "feedbacks" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "replied_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "buyself_goods" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "received_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "shop_applications" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "decided_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "comment_replies" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "affiliate_log" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "affiliate_proofs" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "decided_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "affiliate_tasks" ALTER COLUMN "starts_at" TYPE bigint, ALTER COLUMN "ends_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "affiliate_tokens" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "expires_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "affiliate_withdrawals" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "decided_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "affiliates" ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "decided_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "next_at" TYPE bigint, ALTER COLUMN "created_at" TYPE bigint, ALTER COLUMN "sent_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "mail_prefs" ALTER COLUMN "updated_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "staff_photos" ALTER COLUMN "created_at" TYPE bigint;--> statement-breakpoint
ALTER TABLE "upload_files" ALTER COLUMN "created_at" TYPE bigint;
