-- Items from a product-data source (issue 35): each row says where it came from ('demo' for the embedded catalogue,
-- 'onebound' for the provider) and when the source last answered for it; those rows are the source's cache.
ALTER TABLE "items" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "fetched_at" bigint;
