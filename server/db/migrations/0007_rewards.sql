CREATE TABLE "cashbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ref_type" text NOT NULL,
	"ref_sn" text NOT NULL,
	"promotion_id" integer,
	"base_fen" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"paid_at" integer,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"sent_at" integer,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"days" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"fee_rate" integer DEFAULT 100 NOT NULL,
	"extra_storage_days" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_joins" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"starts_at" integer NOT NULL,
	"ends_at" integer NOT NULL,
	"cashback_bp" integer DEFAULT 0 NOT NULL,
	"coupon_rule_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"ref_type" text NOT NULL,
	"ref_sn" text NOT NULL,
	"base_fen" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"withdrawn_at" integer,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"cost" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"exchanged" integer DEFAULT 0 NOT NULL,
	"per_user" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"ref_key" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"streak" integer DEFAULT 1 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"filled" boolean DEFAULT false NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"updated_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"sn" text NOT NULL,
	"price_fen" integer NOT NULL,
	"starts_at" integer NOT NULL,
	"ends_at" integer NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_rule_id" integer,
	"weight" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"prize_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "coupons_user_rule";--> statement-breakpoint
ALTER TABLE "coupon_rules" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_rules" ADD COLUMN "percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_rules" ADD COLUMN "scope" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_rules" ADD COLUMN "ends_at" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "source" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "source_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "cashbacks_user" ON "cashbacks" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashbacks_once" ON "cashbacks" USING btree ("ref_type","ref_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_emails_user_email" ON "invite_emails" USING btree ("user_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_joins_once" ON "promotion_joins" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE INDEX "rebates_user" ON "rebates" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_once" ON "rebates" USING btree ("user_id","ref_type","ref_sn");--> statement-breakpoint
CREATE INDEX "score_log_user" ON "score_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "score_log_once" ON "score_log" USING btree ("user_id","type","ref_key") WHERE ref_key <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "signins_user_day" ON "signins" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_cards_user" ON "user_cards" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_cards_sn" ON "user_cards" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "wheel_spins_user" ON "wheel_spins" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_free_once" ON "wheel_spins" USING btree ("user_id","day") WHERE cost = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_source_once" ON "coupons" USING btree ("user_id","source","source_ref") WHERE source <> 'code';--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_user_rule" ON "coupons" USING btree ("user_id","rule_id") WHERE source = 'code';