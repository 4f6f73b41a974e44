CREATE TABLE "buyself_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_no" text NOT NULL,
	"contents" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"value_fen" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"created_at" integer NOT NULL,
	"received_at" integer
);
--> statement-breakpoint
CREATE TABLE "shop_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"platform" text NOT NULL,
	"shop_url" text DEFAULT '' NOT NULL,
	"contact_name" text NOT NULL,
	"contact" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"decided_at" integer
);
--> statement-breakpoint
CREATE TABLE "comment_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"ref_type" text NOT NULL,
	"ref_sn" text NOT NULL,
	"base_fen" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"reversed_fen" integer DEFAULT 0 NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"min_revenue_fen" integer DEFAULT 0 NOT NULL,
	"rate_bp" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"text" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"decided_at" integer
);
--> statement-breakpoint
CREATE TABLE "affiliate_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"reward_fen" integer NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"starts_at" integer NOT NULL,
	"ends_at" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"created_at" integer NOT NULL,
	"expires_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"sn" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"method" text NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"account_no" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"decided_at" integer
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"level_id" integer DEFAULT 1 NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" integer NOT NULL,
	"decided_at" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "affiliate_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
CREATE INDEX "buyself_goods_user" ON "buyself_goods" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyself_goods_tracking" ON "buyself_goods" USING btree ("user_id","tracking_no") WHERE status >= 0;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_open" ON "shop_applications" USING btree ("user_id") WHERE status >= 0;--> statement-breakpoint
CREATE INDEX "comment_replies_comment" ON "comment_replies" USING btree ("comment_id","id");--> statement-breakpoint
CREATE INDEX "comments_recent" ON "comments" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_parcel_once" ON "comments" USING btree ("user_id","parcel_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate" ON "affiliate_commissions" USING btree ("affiliate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_once" ON "affiliate_commissions" USING btree ("affiliate_id","ref_type","ref_sn");--> statement-breakpoint
CREATE INDEX "affiliate_log_affiliate" ON "affiliate_log" USING btree ("affiliate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_log_once" ON "affiliate_log" USING btree ("affiliate_id","type","ref") WHERE ref <> '';--> statement-breakpoint
CREATE INDEX "affiliate_proofs_affiliate" ON "affiliate_proofs" USING btree ("affiliate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_proofs_once" ON "affiliate_proofs" USING btree ("task_id","affiliate_id") WHERE status >= 0;--> statement-breakpoint
CREATE INDEX "affiliate_tokens_affiliate" ON "affiliate_tokens" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "affiliate_withdrawals_affiliate" ON "affiliate_withdrawals" USING btree ("affiliate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_withdrawals_sn" ON "affiliate_withdrawals" USING btree ("sn");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_user" ON "affiliates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code" ON "affiliates" USING btree ("code");