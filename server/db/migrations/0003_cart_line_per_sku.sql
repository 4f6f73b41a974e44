-- Lines of one shopper, item and SKU made by concurrent adds before this index: merged into the oldest one.
WITH dup AS (
	SELECT min("id") AS "id", sum("quantity") AS "quantity" FROM "cart_items"
	WHERE "item_id" IS NOT NULL GROUP BY "user_id", "item_id", "sku_id" HAVING count(*) > 1
)
UPDATE "cart_items" AS c SET "quantity" = dup."quantity" FROM dup WHERE c."id" = dup."id";--> statement-breakpoint
DELETE FROM "cart_items" AS c USING "cart_items" AS d
WHERE c."item_id" IS NOT NULL AND c."user_id" = d."user_id" AND c."item_id" = d."item_id" AND c."sku_id" = d."sku_id" AND c."id" > d."id";--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_item_sku" ON "cart_items" USING btree ("user_id","item_id","sku_id") WHERE "cart_items"."item_id" is not null;