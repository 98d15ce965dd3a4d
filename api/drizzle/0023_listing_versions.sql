CREATE TABLE "listing_versions" (
	"listing_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"short_preview" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"expiry_date" date NOT NULL,
	"max_applications" integer NOT NULL,
	"pay_amount_cents" integer NOT NULL,
	"pay_unit" text NOT NULL,
	"employment_type" text NOT NULL,
	"hours_min" double precision NOT NULL,
	"hours_max" double precision NOT NULL,
	"schedule" text NOT NULL,
	"junior_rates" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_versions_listing_id_version_pk" PRIMARY KEY("listing_id","version"),
	CONSTRAINT "listing_versions_version_check" CHECK ("listing_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_listing_position_key";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "added_in_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "retired_in_version" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "listing_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_versions" ADD CONSTRAINT "listing_versions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Listings can be edited (ADR 0051): every listing there is becomes its version 1, as it reads
-- now, dated when it was posted; every application was made under it (the column's default).
INSERT INTO "listing_versions" ("listing_id", "version", "title", "short_preview", "description",
  "location", "latitude", "longitude", "expiry_date", "max_applications", "pay_amount_cents",
  "pay_unit", "employment_type", "hours_min", "hours_max", "schedule", "junior_rates", "created_at")
SELECT "id", "version", "title", "short_preview", "description", "location", "latitude",
  "longitude", "expiry_date", "max_applications", "pay_amount_cents", "pay_unit",
  "employment_type", "hours_min", "hours_max", "schedule", "junior_rates", "created_at"
FROM "listings";
--> statement-breakpoint
-- A new listing's version 1 is written by the database, whoever inserts it (the API, the seed, a
-- script), so an application can always name the version it was made under. Later versions are
-- written by the edit itself (listings/edit/).
CREATE FUNCTION "listing_first_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "listing_versions" ("listing_id", "version", "title", "short_preview", "description",
    "location", "latitude", "longitude", "expiry_date", "max_applications", "pay_amount_cents",
    "pay_unit", "employment_type", "hours_min", "hours_max", "schedule", "junior_rates", "created_at")
  VALUES (NEW."id", NEW."version", NEW."title", NEW."short_preview", NEW."description",
    NEW."location", NEW."latitude", NEW."longitude", NEW."expiry_date", NEW."max_applications",
    NEW."pay_amount_cents", NEW."pay_unit", NEW."employment_type", NEW."hours_min",
    NEW."hours_max", NEW."schedule", NEW."junior_rates", NEW."created_at");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_first_version" AFTER INSERT ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listing_first_version"();
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_listing_version_fk" FOREIGN KEY ("listing_id","listing_version") REFERENCES "listing_versions"("listing_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_listing_position_key" ON "questions" USING btree ("listing_id","position") WHERE "questions"."retired_in_version" is null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_version_check" CHECK ("listings"."version" >= 1);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_versions_check" CHECK ("questions"."added_in_version" >= 1 and ("questions"."retired_in_version" is null or "questions"."retired_in_version" > "questions"."added_in_version"));