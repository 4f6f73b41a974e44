-- Live chat, the embedded provider (issue 34): a conversation per shopper (or per visitor's device, joined to the
-- account when that device signs in), its messages paged by id, and the short-lived tickets that open its event stream.
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"device_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"last_message_at" bigint,
	"waiting_since" bigint,
	"shopper_read_id" integer DEFAULT 0 NOT NULL,
	"staff_read_id" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_user" ON "chat_conversations" USING btree ("user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_device" ON "chat_conversations" USING btree ("device_id") WHERE "user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "chat_conversations_waiting" ON "chat_conversations" USING btree ("status", "waiting_since");--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"card_type" text,
	"card_id" integer,
	"client_id" text,
	"created_at" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" USING btree ("conversation_id", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client" ON "chat_messages" USING btree ("conversation_id", "client_id");--> statement-breakpoint
CREATE TABLE "chat_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"expires_at" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "chat_tickets_expires" ON "chat_tickets" USING btree ("expires_at");
