-- Search words scoped to the category (issue 18): a listing's document with every lexeme prefixed
-- by its category ('hosp.barista':6C), positions and weights kept, so a search's query prefixed
-- the same way ('hosp.barist':*) reads only its own category's entries in the GIN index. Before,
-- the index intersected the words with a category lexeme ('#hosp') of 16,000 entries a category
-- at 100,000 listings, which cost more than the search itself. IMMUTABLE: the index holds it.
-- plpgsql and a high cost, so the planner never inlines it nor computes it row by row in a scan
-- of the table where the index answers: it chose a sequential scan for an `exists` on a common
-- word, which reads the whole table when that word's listings lie at its end.
CREATE FUNCTION "search_keys"("doc" tsvector, "category" text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT COST 1000 AS $$
BEGIN
  RETURN regexp_replace("doc"::text, '''((?:[^'']|'''')*)''', '''' || lower("category") || '.\1''', 'g')::tsvector;
END
$$;
--> statement-breakpoint
DROP INDEX "listings_search_head_idx";--> statement-breakpoint
DROP INDEX "listings_search_all_idx";--> statement-breakpoint
CREATE INDEX "listings_search_head_keys_idx" ON "listings" USING gin (search_keys("search_head", "category_code")) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "listings_search_all_keys_idx" ON "listings" USING gin (search_keys("search_all", "category_code")) WITH (fastupdate=off);
--> statement-breakpoint
-- Whether any listing holds the words of a category-scoped query, in its head (title, business
-- name) or anywhere: a search skips the index reads that could find nothing. Read through the GIN
-- index only (sequential and plain index scans off): with a common word the planner would scan
-- the table expecting an early hit, and read all of it when that word's listings lie at its end.
CREATE FUNCTION "search_head_has"("keys" tsquery) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off SET enable_indexscan = off AS $$
  SELECT EXISTS (SELECT 1 FROM "listings" l WHERE search_keys(l."search_head", l."category_code") @@ "keys")
$$;
--> statement-breakpoint
CREATE FUNCTION "search_all_has"("keys" tsquery) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off SET enable_indexscan = off AS $$
  SELECT EXISTS (SELECT 1 FROM "listings" l WHERE search_keys(l."search_all", l."category_code") @@ "keys")
$$;
