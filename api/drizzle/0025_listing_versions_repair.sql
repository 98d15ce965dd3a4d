-- Migration 0023 wrote every listing's version 1, then made the trigger that writes a new
-- listing's: a listing committed between the two statements got neither, and applying to it would
-- break applications' foreign key to listing_versions. Each listing with no version is given the
-- one it reads as now (nothing changed it since: an edit writes its own version). Reads listings
-- and inserts only into listing_versions, so no write to listings waits for it.
INSERT INTO "listing_versions" ("listing_id", "version", "title", "short_preview", "description",
  "location", "latitude", "longitude", "expiry_date", "max_applications", "pay_amount_cents",
  "pay_unit", "employment_type", "hours_min", "hours_max", "schedule", "junior_rates", "created_at")
SELECT l."id", l."version", l."title", l."short_preview", l."description", l."location",
  l."latitude", l."longitude", l."expiry_date", l."max_applications", l."pay_amount_cents",
  l."pay_unit", l."employment_type", l."hours_min", l."hours_max", l."schedule", l."junior_rates",
  l."created_at"
FROM "listings" l
WHERE NOT EXISTS (SELECT 1 FROM "listing_versions" v WHERE v."listing_id" = l."id")
ON CONFLICT DO NOTHING;
