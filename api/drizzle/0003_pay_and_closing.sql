ALTER TABLE "listings" ADD COLUMN "pay_amount_cents" integer;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pay_unit" text;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "employment_type" text;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hours_min" double precision;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hours_max" double precision;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "schedule" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "junior_rates" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Listings posted before pay existed get a realistic casual rate for their category, varied a
-- little per listing, and 8 to 20 hours a week: above the casual minimum of 2025-26 ($31.19).
UPDATE "listings" SET
  "pay_amount_cents" = (CASE "category_code" WHEN 'HOSP' THEN 3250 WHEN 'RETL' THEN 3200 WHEN 'EVNT' THEN 3500
    WHEN 'PHYS' THEN 3400 WHEN 'OFFC' THEN 3300 ELSE 3200 END) + (abs(hashtext("id"::text)) % 6) * 50,
  "pay_unit" = 'hour',
  "employment_type" = 'casual',
  "hours_min" = 8 + (abs(hashtext("id"::text)) % 3) * 2,
  "hours_max" = 16 + (abs(hashtext("id"::text)) % 3) * 2;
--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "pay_amount_cents" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "pay_unit" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "employment_type" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "hours_min" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "hours_max" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hourly_cents" integer GENERATED ALWAYS AS (case when pay_unit = 'hour' then pay_amount_cents else floor(pay_amount_cents / hours_max)::int end) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_notified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_pay_check" CHECK ("listings"."pay_amount_cents" > 0 and "listings"."pay_amount_cents" <= 1000000
        and "listings"."pay_unit" in ('hour', 'gig') and ("listings"."pay_unit" = 'hour' or "listings"."employment_type" = 'one_off')
        and "listings"."employment_type" in ('casual', 'part_time', 'fixed_term', 'one_off'));
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_hours_check" CHECK ("listings"."hours_min" >= 0.5 and "listings"."hours_max" <= 80 and "listings"."hours_min" <= "listings"."hours_max"
        and "listings"."hours_min" * 2 = floor("listings"."hours_min" * 2) and "listings"."hours_max" * 2 = floor("listings"."hours_max" * 2));
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_schedule_check" CHECK (length("listings"."schedule") <= 100);
--> statement-breakpoint
-- Listings already past their expiry are not announced as closing now: the expiry job (issue 17)
-- tells applicants of listings that expire from here on.
UPDATE "listings" SET "expiry_notified_at" = now() WHERE "expiry_date" < current_date;
