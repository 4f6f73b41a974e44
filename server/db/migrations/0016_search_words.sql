-- Word search (design §8, issue 25 item 8): what a title or text holds for a search, as one tsvector —
-- the stems of its language (russian / english configuration: "доставка", "доставки", "доставку" are one
-- word), its words as written (for a word typed in part: 'достав':*), and each Chinese character and pair of
-- characters (Chinese has no spaces: "运费" is found in "运费计算方法"). All immutable: goods titles
-- have an index of it, a help article's texts are kept as generated columns.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(r.run, i, n)), '{}')
  FROM regexp_matches(coalesce(t, ''), '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g') AS m(a)
  CROSS JOIN LATERAL (SELECT m.a[1] AS run) AS r
  CROSS JOIN LATERAL generate_series(1, char_length(r.run)) AS i
  CROSS JOIN (VALUES (1), (2)) AS g(n)
  WHERE i + n - 1 <= char_length(r.run)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_doc(cfg regconfig, t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector(cfg, coalesce(t, '')) || to_tsvector('simple'::regconfig, coalesce(t, '')) || array_to_tsvector(public.search_grams(t))
$$;--> statement-breakpoint
-- An item's titles in the three languages (goods search matches a word in any of them). Names inside the
-- bodies are schema-qualified: an index is built with a search_path of pg_catalog only (PostgreSQL 17).
CREATE OR REPLACE FUNCTION item_search_doc(title jsonb) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.search_doc('russian'::regconfig, title->>'ru') || public.search_doc('english'::regconfig, title->>'en') || public.search_doc('simple'::regconfig, title->>'zh-cn')
$$;--> statement-breakpoint
-- A help article's text in each language, as the search reads it (without its markup), kept with the row.
ALTER TABLE "articles" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (search_doc('english'::regconfig, regexp_replace(content->>'en', '<[^>]*>', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_ru" "tsvector" GENERATED ALWAYS AS (search_doc('russian'::regconfig, regexp_replace(content->>'ru', '<[^>]*>', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_zh" "tsvector" GENERATED ALWAYS AS (search_doc('simple'::regconfig, regexp_replace(content->>'zh-cn', '<[^>]*>', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "items_search" ON "items" USING gin (item_search_doc("title"));
