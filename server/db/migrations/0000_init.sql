CREATE TABLE "captchas" (
	"sid" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"min_score" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 100 NOT NULL,
	"image" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"url" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" integer NOT NULL,
	"expires_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"email" text,
	"mobile" text,
	"password_hash" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"level_id" integer DEFAULT 1 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"money_fen" bigint DEFAULT 0 NOT NULL,
	"inviter_id" integer,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" integer NOT NULL,
	"login_at" integer
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"event" text NOT NULL,
	"code" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" integer NOT NULL,
	"expires_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"version" text DEFAULT '1.0.0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text DEFAULT 'help' NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config" (
	"name" text PRIMARY KEY NOT NULL,
	"section" text DEFAULT 'all' NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol_left" text DEFAULT '' NOT NULL,
	"symbol_right" text DEFAULT '' NOT NULL,
	"symbol" text NOT NULL,
	"value" numeric(18, 8) NOT NULL,
	"decimal_place" integer DEFAULT 2 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"route" text NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"mark" text NOT NULL,
	"title" jsonb NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"place" text DEFAULT 'home' NOT NULL,
	"name" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"item_ids" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phash" text NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"sku_id" text NOT NULL,
	"properties" text NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_type" text NOT NULL,
	"num_iid" text NOT NULL,
	"title" jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"orig_price_fen" integer NOT NULL,
	"post_fee_fen" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"weight_g" integer DEFAULT 500 NOT NULL,
	"images" jsonb NOT NULL,
	"props" jsonb NOT NULL,
	"desc_html" jsonb NOT NULL,
	"phash" text DEFAULT '' NOT NULL,
	"goods_type" text DEFAULT 'general' NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"content" jsonb NOT NULL,
	"rating" integer NOT NULL,
	"sku_text" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_type" text NOT NULL,
	"seller_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"location" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"name" jsonb NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"mcode" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "express_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "goods_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shipping_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"carrier" text NOT NULL,
	"first_weight_g" integer NOT NULL,
	"first_price_fen" integer NOT NULL,
	"step_weight_g" integer NOT NULL,
	"step_price_fen" integer NOT NULL,
	"divisor" integer DEFAULT 6000 NOT NULL,
	"max_weight_g" integer DEFAULT 30000 NOT NULL,
	"transit_days" text NOT NULL,
	"countries" jsonb NOT NULL,
	"goods_types" jsonb NOT NULL,
	"insurance_rate" integer DEFAULT 30 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"address" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"free_days" integer DEFAULT 90 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"mcode" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer DEFAULT 0 NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "browsing_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"viewed_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer,
	"sku_id" text DEFAULT '' NOT NULL,
	"sku_text" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"pic_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"seller_name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"post_fee_fen" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"shipping" text DEFAULT 'standard' NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_staff" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onepay_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"address" jsonb NOT NULL,
	"country_code" text NOT NULL,
	"line_id" integer NOT NULL,
	"goods_fen" integer NOT NULL,
	"post_fee_fen" integer DEFAULT 0 NOT NULL,
	"shipping_fen" integer NOT NULL,
	"insurance" boolean DEFAULT false NOT NULL,
	"insurance_fen" integer DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"paid_at" integer,
	"shipped_at" integer,
	"received_at" integer,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"onepay_id" integer,
	"parcel_id" integer,
	"item_id" integer,
	"title" text NOT NULL,
	"pic_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sku_text" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"goods_type" text DEFAULT 'general' NOT NULL,
	"weight_g" integer,
	"volume_cm3" integer,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_requested" boolean DEFAULT false NOT NULL,
	"arrived_at" integer,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"coupon_id" integer,
	"coupon_fen" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" integer NOT NULL,
	"paid_at" integer
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seller_name" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"goods_fen" integer NOT NULL,
	"post_fee_fen" integer DEFAULT 0 NOT NULL,
	"service_fen" integer DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"problem" text,
	"problem_fen" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"shipping" text DEFAULT 'standard' NOT NULL,
	"express_company" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"extra_storage_days" integer DEFAULT 0 NOT NULL,
	"created_at" integer NOT NULL,
	"paid_at" integer,
	"bought_at" integer,
	"stored_at" integer,
	"cancelled_at" integer,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"address" jsonb NOT NULL,
	"country_code" text NOT NULL,
	"line_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"insurance" boolean DEFAULT false NOT NULL,
	"declaration" jsonb NOT NULL,
	"declared_fen" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"weight_g" integer,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"chargeable_g" integer,
	"shipping_fen" integer,
	"insurance_fen" integer DEFAULT 0 NOT NULL,
	"total_fen" integer,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"weighed_at" integer,
	"paid_at" integer,
	"shipped_at" integer,
	"received_at" integer,
	"cancelled_at" integer
);
--> statement-breakpoint
CREATE TABLE "rehearsals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_ids" jsonb NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"weight_g" integer,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"parcel_id" integer,
	"created_at" integer NOT NULL,
	"measured_at" integer
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"time" integer NOT NULL,
	"status" text NOT NULL,
	"location" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"amount_fen" integer NOT NULL,
	"min_fen" integer DEFAULT 0 NOT NULL,
	"days_valid" integer DEFAULT 30 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_rules_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"min_fen" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"used_ref" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"expires_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"ref_type" text DEFAULT '' NOT NULL,
	"ref_sn" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_pay_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"swift" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"note" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_pay_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"bill_type" text NOT NULL,
	"bill_sn" text DEFAULT '' NOT NULL,
	"amount_fen" integer NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"proof" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" integer NOT NULL,
	"reviewed_at" integer
);
--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_skus" ADD CONSTRAINT "item_skus_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_tokens_user" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "verification_codes_target" ON "verification_codes" USING btree ("target","event");--> statement-breakpoint
CREATE INDEX "ads_mark" ON "ads" USING btree ("mark");--> statement-breakpoint
CREATE INDEX "item_skus_item" ON "item_skus" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_skus_sku" ON "item_skus" USING btree ("item_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_source" ON "items" USING btree ("api_type","num_iid");--> statement-breakpoint
CREATE INDEX "items_category" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "items_shop" ON "items" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "reviews_item" ON "reviews" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_seller" ON "shops" USING btree ("api_type","seller_id");--> statement-breakpoint
CREATE INDEX "addresses_user" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "history_user_item" ON "browsing_history" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "cart_items_user" ON "cart_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_item" ON "favorites" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "order_messages_ref" ON "order_messages" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onepay_orders_sn" ON "onepay_orders" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "onepay_orders_user" ON "onepay_orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "order_goods_order" ON "order_goods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_goods_user" ON "order_goods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_goods_parcel" ON "order_goods" USING btree ("parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_sn" ON "order_groups" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "order_groups_user" ON "order_groups" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_sn" ON "orders" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "orders_user_status" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_group" ON "orders" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_sn" ON "parcels" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "parcels_user" ON "parcels" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "rehearsals_user" ON "rehearsals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracking_events_ref" ON "tracking_events" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "coupons_user" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_user_rule" ON "coupons" USING btree ("user_id","rule_id");--> statement-breakpoint
CREATE INDEX "money_log_user" ON "money_log" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_log_one_payment" ON "money_log" USING btree ("ref_type","ref_sn") WHERE type = 'payment';--> statement-breakpoint
CREATE INDEX "remittances_user" ON "remittances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "remittances_bill" ON "remittances" USING btree ("bill_sn","status");