DROP INDEX "money_log_one_payment";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "problem_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_log" ADD COLUMN "ref_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "money_log_one_payment" ON "money_log" USING btree ("ref_type","ref_sn","ref_no") WHERE type = 'payment';