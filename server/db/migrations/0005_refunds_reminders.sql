CREATE TABLE "goods_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason_id" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"decided_at" integer
);
--> statement-breakpoint
CREATE TABLE "remind_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remind_settings" (
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" integer NOT NULL,
	CONSTRAINT "remind_settings_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
CREATE INDEX "goods_refunds_goods" ON "goods_refunds" USING btree ("goods_id","id");--> statement-breakpoint
CREATE INDEX "goods_refunds_status" ON "goods_refunds" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_refunds_one_open" ON "goods_refunds" USING btree ("goods_id") WHERE status in (0, 1);--> statement-breakpoint
CREATE UNIQUE INDEX "remind_emails_user_email" ON "remind_emails" USING btree ("user_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "money_log_one_refund" ON "money_log" USING btree ("ref_type","ref_sn","ref_no") WHERE type = 'refund';