CREATE TABLE "cash_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"needs_swift" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"fails" integer DEFAULT 0 NOT NULL,
	"locked_until" integer DEFAULT 0 NOT NULL,
	"updated_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"fee_fen" integer NOT NULL,
	"bank_id" integer DEFAULT 0 NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"swift" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"decided_at" integer,
	CONSTRAINT "withdrawals_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE INDEX "withdrawals_user" ON "withdrawals" USING btree ("user_id","id");