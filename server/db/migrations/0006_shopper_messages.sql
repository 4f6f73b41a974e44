CREATE TABLE "shopper_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title_key" text NOT NULL,
	"text_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"ref_sn" text DEFAULT '' NOT NULL,
	"read_at" integer,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shopper_messages_user" ON "shopper_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shopper_messages_unread" ON "shopper_messages" USING btree ("user_id") WHERE read_at is null;