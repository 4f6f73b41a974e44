DROP INDEX "comments_recent";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_recent" ON "comments" USING btree ("status","lang","id");