CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"alert_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "alert_matches_pkey" PRIMARY KEY("alert_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_code" text,
	"words" text DEFAULT '' NOT NULL,
	"words_query" "tsquery",
	"place_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"radius_km" double precision,
	"min_hourly_cents" integer,
	"frequency" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"search_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_mailed_at" timestamp with time zone,
	CONSTRAINT "job_alerts_user_search_key" UNIQUE("user_id","search_key"),
	CONSTRAINT "job_alerts_words_check" CHECK (length("job_alerts"."words") <= 100),
	CONSTRAINT "job_alerts_place_check" CHECK (("job_alerts"."place_name" is null and "job_alerts"."latitude" is null and "job_alerts"."longitude" is null and "job_alerts"."radius_km" is null)
        or ("job_alerts"."place_name" is not null and "job_alerts"."latitude" between -90 and 90 and "job_alerts"."longitude" between -180 and 180
          and "job_alerts"."radius_km" > 0 and "job_alerts"."radius_km" <= 100)),
	CONSTRAINT "job_alerts_min_pay_check" CHECK ("job_alerts"."min_hourly_cents" is null or ("job_alerts"."min_hourly_cents" > 0 and "job_alerts"."min_hourly_cents" <= 1000000)),
	CONSTRAINT "job_alerts_frequency_check" CHECK ("job_alerts"."frequency" in ('instant', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_jobs_pkey" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_head" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_all" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "alerts_scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- Search documents (issue 18): the business name lives on employers, so a generated column
-- cannot hold it; a trigger writes both documents when a listing's text or employer changes, and
-- another rewrites an employer's listings when the business name changes.
CREATE FUNCTION "listing_search_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  business text;
  category tsvector;
BEGIN
  SELECT "business_name" INTO business FROM "employers" WHERE "user_id" = NEW."employer_id";
  -- The category as a lexeme no typed word can produce ('#hosp'): a search intersects it with
  -- the words in the GIN index (search/ranked-search.ts).
  category := array_to_tsvector(ARRAY['#' || lower(NEW."category_code")]);
  NEW."search_head" := setweight(to_tsvector('english', NEW."title"), 'A')
    || setweight(to_tsvector('english', coalesce(business, '')), 'B') || category;
  NEW."search_all" := NEW."search_head"
    || setweight(to_tsvector('english', NEW."short_preview"), 'C')
    || setweight(to_tsvector('english', NEW."description"), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_search_documents" BEFORE INSERT OR UPDATE OF "title", "short_preview", "description", "category_code", "employer_id" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listing_search_documents"();
--> statement-breakpoint
CREATE FUNCTION "employer_search_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings" SET "title" = "title" WHERE "employer_id" = NEW."user_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "employers_search_documents" AFTER UPDATE OF "business_name" ON "employers"
  FOR EACH ROW WHEN (OLD."business_name" IS DISTINCT FROM NEW."business_name")
  EXECUTE FUNCTION "employer_search_documents"();
--> statement-breakpoint
-- Existing listings get their documents, and are not announced to alerts made from now on.
UPDATE "listings" SET "title" = "title", "alerts_scanned_at" = now();
--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_unmailed_idx" ON "alert_matches" USING btree ("alert_id") WHERE "alert_matches"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "alert_matches_listing_idx" ON "alert_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "job_alerts_user_created_idx" ON "job_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_jobs_user_created_idx" ON "saved_jobs" USING btree ("user_id","created_at" DESC NULLS FIRST,"listing_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_jobs_listing_idx" ON "saved_jobs" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_search_head_idx" ON "listings" USING gin ("search_head") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "listings_search_all_idx" ON "listings" USING gin ("search_all") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "listings_alerts_unscanned_idx" ON "listings" USING btree ("created_at") WHERE "listings"."alerts_scanned_at" is null;