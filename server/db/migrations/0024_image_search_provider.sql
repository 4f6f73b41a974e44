-- An image search sent to the item source's provider (issue 35) keeps the provider's key for the uploaded picture
-- (OneBound's upload_img imgid) beside the picture's hash; none when the provider did not take it or there is none.
ALTER TABLE "image_searches" ADD COLUMN "provider_imgid" text;
