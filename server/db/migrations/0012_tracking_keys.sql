ALTER TABLE "tracking_events" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Events recorded before this migration were English sentences: the ones we wrote ourselves become their keys and values.
UPDATE "tracking_events" SET "status" = 'track.bought', "location" = CASE WHEN "location" = '' THEN '' ELSE 'track.place.seller' END WHERE "status" = 'Bought from the seller';--> statement-breakpoint
UPDATE "tracking_events" SET "status" = 'track.sellerShipped', "location" = 'track.place.seller', "params" = jsonb_build_object('company', (regexp_match("status", '^Seller shipped: (\S*) (\S*)$'))[1], 'number', (regexp_match("status", '^Seller shipped: (\S*) (\S*)$'))[2]) WHERE "status" ~ '^Seller shipped: \S* \S*$';--> statement-breakpoint
UPDATE "tracking_events" SET "status" = 'track.warehouseSigned' WHERE "status" = 'Signed for at the warehouse';--> statement-breakpoint
UPDATE "tracking_events" SET "status" = 'track.warehouseSignedNo', "params" = jsonb_build_object('carrier', (regexp_match("status", '^Signed for at the warehouse: (.+) (\S+)$'))[1], 'number', (regexp_match("status", '^Signed for at the warehouse: (.+) (\S+)$'))[2]) WHERE "status" ~ '^Signed for at the warehouse: .+ \S+$';--> statement-breakpoint
UPDATE "tracking_events" SET "status" = 'track.warehouseChecked' WHERE "status" = 'Arrived at the warehouse, quality checked';--> statement-breakpoint
UPDATE "tracking_events" SET "status" = 'track.packed' WHERE "status" = 'Packed and weighed at the warehouse';--> statement-breakpoint
UPDATE "tracking_events" SET "status" = 'track.handedOver', "params" = jsonb_build_object('carrier', (regexp_match("status", '^Handed over to (.+), tracking number (\S+)$'))[1], 'number', (regexp_match("status", '^Handed over to (.+), tracking number (\S+)$'))[2]) WHERE "status" ~ '^Handed over to .+, tracking number \S+$';--> statement-breakpoint
UPDATE "tracking_events" SET "status" = 'track.shippedWith', "params" = jsonb_build_object('carrier', (regexp_match("status", '^Shipped with (.+), tracking number (\S+)$'))[1], 'number', (regexp_match("status", '^Shipped with (.+), tracking number (\S+)$'))[2]) WHERE "status" ~ '^Shipped with .+, tracking number \S+$';--> statement-breakpoint
UPDATE "tracking_events" SET "status" = 'track.delivered' WHERE "status" = 'Delivered';--> statement-breakpoint
UPDATE "tracking_events" SET "status" = 'track.deliveredConsignee' WHERE "status" = 'Delivered to the consignee';--> statement-breakpoint
UPDATE "tracking_events" SET "location" = 'track.place.warehouse' WHERE "location" = 'Warehouse';--> statement-breakpoint
UPDATE "tracking_events" SET "location" = 'track.place.guangzhou' WHERE "location" = 'Guangzhou, CN';
