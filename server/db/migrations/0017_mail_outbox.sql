-- Every e-mail the shop sends (issue 27): codes, invitations, notifications, newsletter confirmations. A row is
-- written in the transaction of what it reports and delivered by a worker: claimed (status 'sending', `claim`
-- the claimer's token, `next_at` the end of its lease), then 'sent', or back to 'pending' with `next_at` the
-- next try (exponential backoff), or 'failed' after its last attempt or a permanent refusal.
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_addr" text NOT NULL,
	"kind" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" integer NOT NULL,
	"claim" text,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"sent_at" integer
);--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("next_at","id") WHERE "status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "mail_outbox_status" ON "mail_outbox" USING btree ("status","id");--> statement-breakpoint
-- The language and currency a shopper's e-mails are written in (the last the shop saw them use).
CREATE TABLE "mail_prefs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"updated_at" integer NOT NULL
);--> statement-breakpoint
-- Newsletter double opt-in: the address its owner confirmed by the e-mailed link, and whether a confirmation is awaited.
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Subscriptions made before: the account's own address (proven by a code) stays subscribed; any other waits for its owner.
UPDATE "subscriptions" AS s SET "confirmed_email" = s."email" FROM "users" AS u WHERE u."id" = s."user_id" AND s."subscribed" AND s."email" = u."email";--> statement-breakpoint
UPDATE "subscriptions" SET "subscribed" = false WHERE "subscribed" AND "confirmed_email" <> "email";
