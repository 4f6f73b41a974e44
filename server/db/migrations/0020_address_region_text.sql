-- The region of an address as the shopper typed it (issue 33 item 4), for a country the shop has no list of regions
-- for (France, Italy, Korea, …); '' when region_id names one of the country's regions. Every address kept: '' for all.
ALTER TABLE "addresses" ADD COLUMN "region" text DEFAULT '' NOT NULL;
