-- Third-party sign-in (issue 36): provider accounts linked to shoppers, the round trips under way (state, PKCE,
-- nonce, where to come back to) and the one-time codes handed to the app instead of its token.
CREATE TABLE "thirdlogin_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text DEFAULT '' NOT NULL,
	"nonce" text DEFAULT '' NOT NULL,
	"return_to" text DEFAULT '/' NOT NULL,
	"inviter_id" integer,
	"aff" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"currency" text,
	"link_user_id" integer,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "thirdlogin_tickets" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer,
	"subject" text,
	"email" text,
	"name" text,
	"created" integer DEFAULT 0 NOT NULL,
	"return_to" text DEFAULT '/' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"name" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
ALTER TABLE "thirdlogin_states" ADD CONSTRAINT "thirdlogin_states_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thirdlogin_tickets" ADD CONSTRAINT "thirdlogin_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thirdlogin_states_expires" ON "thirdlogin_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "thirdlogin_tickets_expires" ON "thirdlogin_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_subject" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_provider" ON "user_identities" USING btree ("user_id","provider");