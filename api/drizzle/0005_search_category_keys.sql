-- Search words scoped to the category (issue 18): a listing's document with every lexeme prefixed
-- by its category ('hosp.barista':6C), positions and weights kept, so a search's query prefixed
-- the same way ('hosp.barist':*) reads only its own category's entries in the GIN index. Before,
-- the index intersected the words with a category lexeme ('#hosp') of 16,000 entries a category
-- at 100,000 listings, which cost more than the search itself. IMMUTABLE: the index holds it.
CREATE FUNCTION "search_keys"("doc" tsvector, "category" text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace("doc"::text, '''((?:[^'']|'''')*)''', '''' || lower("category") || '.\1''', 'g')::tsvector
$$;
--> statement-breakpoint
DROP INDEX "listings_search_head_idx";--> statement-breakpoint
DROP INDEX "listings_search_all_idx";--> statement-breakpoint
CREATE INDEX "listings_search_head_keys_idx" ON "listings" USING gin (search_keys("search_head", "category_code")) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "listings_search_all_keys_idx" ON "listings" USING gin (search_keys("search_all", "category_code")) WITH (fastupdate=off);
