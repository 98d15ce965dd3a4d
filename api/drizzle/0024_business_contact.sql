ALTER TABLE "employers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD COLUMN "reason_kind" text;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_address_check" CHECK (("employers"."suburb" is null and "employers"."state" is null and "employers"."postcode" is null
        and "employers"."street" is null)
        or ("employers"."suburb" is not null and "employers"."state" is not null and "employers"."postcode" is not null
          and length(trim("employers"."suburb")) between 1 and 60
          and "employers"."state" in ('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA')
          and "employers"."postcode" ~ '^[0-9]{4}$'
          and ("employers"."street" is null or length("employers"."street") <= 120)));--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_website_check" CHECK ("employers"."website" is null or ("employers"."website" like 'https://%'
        and length("employers"."website") <= 200));--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_phone_check" CHECK ("employers"."phone" is null or "employers"."phone" ~ '^(0[2-578][0-9]{8}|1[38]00[0-9]{6}|13[0-9]{4})$');--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_reason_kind_check" CHECK ("moderation_decisions"."reason_kind" in ('listing_text', 'business_text', 'reports', 'history', 'pay', 'abn', 'message', 'review'));