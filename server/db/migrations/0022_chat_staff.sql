-- Live chat, the staff side (issue 34): staff accounts (added by the operator, signing in with e-mail and password),
-- their console sessions (kept as the SHA-256 of the cookie's token; seen_at is their presence), the pictures staff
-- upload for a reply, and on each conversation the shopper's presence and when they were last told of a reply away.
-- The snapshot 0022 is the whole schema (0021 was added without one; drizzle-kit diffs from here on).
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email" ON "staff" USING btree ("email");--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"seen_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_seen" ON "staff_sessions" USING btree ("seen_at");--> statement-breakpoint
CREATE TABLE "chat_pictures" (
	"url" text PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"conversation_id" integer,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_pictures_conversation" ON "chat_pictures" USING btree ("conversation_id");--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "shopper_online_until" bigint;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "away_notice_at" bigint;
