CREATE TABLE "advisories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" integer NOT NULL,
	"updated_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisory_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"advisory_id" integer NOT NULL,
	"from_staff" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"replied_at" integer
);
--> statement-breakpoint
CREATE INDEX "advisories_user" ON "advisories" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "advisories_waiting" ON "advisories" USING btree ("updated_at") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "advisory_messages_thread" ON "advisory_messages" USING btree ("advisory_id","id");--> statement-breakpoint
CREATE INDEX "feedbacks_user" ON "feedbacks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feedbacks_unreplied" ON "feedbacks" USING btree ("id") WHERE replied_at is null;