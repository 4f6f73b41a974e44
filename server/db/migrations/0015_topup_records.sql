-- Bank names in the three languages (they were one English text): the text becomes every language's until the seeded accounts below get theirs.
ALTER TABLE "offline_pay_accounts" ALTER COLUMN "bank_name" SET DATA TYPE jsonb USING jsonb_build_object('en', "bank_name", 'ru', "bank_name", 'zh-cn', "bank_name");--> statement-breakpoint
UPDATE "offline_pay_accounts" SET "bank_name" = '{"en":"Volga Commerce Bank (JSC)","ru":"АО «Волга Коммерц Банк»","zh-cn":"伏尔加商业银行（股份公司）"}'::jsonb WHERE "bank_name"->>'en' = 'Volga Commerce Bank (JSC)';--> statement-breakpoint
UPDATE "offline_pay_accounts" SET "bank_name" = '{"en":"Card transfer — Volga Commerce Bank","ru":"Перевод на карту — Волга Коммерц Банк","zh-cn":"银行卡转账 — 伏尔加商业银行"}'::jsonb WHERE "bank_name"->>'en' = 'Card transfer — Volga Commerce Bank';--> statement-breakpoint
UPDATE "offline_pay_accounts" SET "bank_name" = '{"en":"Rheinland Handelsbank AG","ru":"Rheinland Handelsbank AG (Германия)","zh-cn":"莱茵兰商业银行（Rheinland Handelsbank AG）"}'::jsonb WHERE "bank_name"->>'en' = 'Rheinland Handelsbank AG';--> statement-breakpoint
UPDATE "offline_pay_accounts" SET "bank_name" = '{"en":"Lakeshore National Bank","ru":"Lakeshore National Bank (США)","zh-cn":"湖岸国民银行（Lakeshore National Bank）"}'::jsonb WHERE "bank_name"->>'en' = 'Lakeshore National Bank';--> statement-breakpoint
UPDATE "offline_pay_accounts" SET "bank_name" = '{"en":"East China Commerce Bank, Guangzhou Baiyun Branch","ru":"Восточно-Китайский коммерческий банк, отделение Байюнь (Гуанчжоу)","zh-cn":"华东商业银行广州白云支行"}'::jsonb WHERE "bank_name"->>'en' = 'East China Commerce Bank, Guangzhou Baiyun Branch';--> statement-breakpoint
UPDATE "offline_pay_accounts" SET "bank_name" = '{"en":"Pearl River Bank (Hong Kong)","ru":"Pearl River Bank (Гонконг)","zh-cn":"珠江银行（香港）"}'::jsonb WHERE "bank_name"->>'en' = 'Pearl River Bank (Hong Kong)';--> statement-breakpoint
-- The note asked for "your order number" on every transfer, a top-up too: the page now names the reference to write (a bill's number or the top-up's code).
UPDATE "offline_pay_accounts" SET "note" = '{"en":"Once you have sent the transfer, upload a photo of the bank receipt. Transfers are checked within one working day.","ru":"Отправив перевод, загрузите фото квитанции банка. Переводы проверяются в течение одного рабочего дня.","zh-cn":"汇款后请上传银行回单照片，我们会在一个工作日内审核。"}'::jsonb WHERE "note"->>'en' = 'Put your order number in the payment reference and upload the bank receipt. Transfers are checked within one working day.';--> statement-breakpoint
-- The countries an area serves (ISO codes, comma-separated): after the currency, the shopper's country puts its area first.
ALTER TABLE "offline_pay_areas" ADD COLUMN "countries" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "offline_pay_areas" SET "countries" = 'RU,BY,KZ,KG,AM' WHERE "name"->>'en' = 'Russia';--> statement-breakpoint
UPDATE "offline_pay_areas" SET "countries" = 'AT,BE,BG,HR,CY,CZ,DK,EE,FI,FR,DE,GR,HU,IE,IT,LV,LT,LU,MT,NL,PL,PT,RO,SK,SI,ES,SE,IS,LI,NO,CH,GB,MC,SM,AD' WHERE "name"->>'en' = 'Europe (SEPA)';--> statement-breakpoint
UPDATE "offline_pay_areas" SET "countries" = 'US' WHERE "name"->>'en' = 'United States';--> statement-breakpoint
UPDATE "offline_pay_areas" SET "countries" = 'CN,HK,MO' WHERE "name"->>'en' = 'China';--> statement-breakpoint
-- What the shopper wrote in the transfer's payment reference: the bill's number, or a top-up's own code (TU-<user>-<n>).
ALTER TABLE "remittances" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "remittances" SET "reference" = "bill_sn";
