-- Several server processes on one PostgreSQL (issue 28) and private staff photos (issue 27).
-- UPLOADS=db: the bytes of /uploads/ files in the database, so processes on many machines share nothing else; the
-- files already in DATA_DIR/uploads are copied in when a server starts with UPLOADS=db (server/domain/files/copy-to-db.ts).
CREATE TABLE "upload_files" (
	"path" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" integer NOT NULL
);--> statement-breakpoint
-- QC and parcel photos belong to the shopper whose goods or parcel they show: served to them and operators only.
CREATE TABLE "staff_photos" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_photos_user" ON "staff_photos" USING btree ("user_id");--> statement-breakpoint
-- Every served private file is looked up by its url.
CREATE INDEX "uploads_url" ON "uploads" USING btree ("url");--> statement-breakpoint
-- The photos taken so far (their names are random: 96 bits before issue 17, 128 since), owned by their goods' and parcels' shoppers.
INSERT INTO "staff_photos" ("url", "user_id", "created_at")
SELECT p.path, g."user_id", coalesce(g."arrived_at", 0)
FROM "order_goods" g, jsonb_array_elements_text(g."photos") AS e(url),
	LATERAL (SELECT substring(e.url FROM '^(?:https?://[^/]+)?(/uploads/(?:qc|parcel)/[^?#]+)') AS path) p
WHERE p.path IS NOT NULL
UNION ALL
SELECT p.path, r."user_id", coalesce(r."weighed_at", r."created_at")
FROM "parcels" r, jsonb_array_elements_text(r."photos") AS e(url),
	LATERAL (SELECT substring(e.url FROM '^(?:https?://[^/]+)?(/uploads/(?:qc|parcel)/[^?#]+)') AS path) p
WHERE p.path IS NOT NULL
ON CONFLICT ("url") DO NOTHING;
