ALTER TABLE "listings" ADD COLUMN "close_outcome" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_close_check" CHECK (("listings"."close_outcome" is null) = ("listings"."closed_at" is null)
        and ("listings"."close_outcome" is null or "listings"."close_outcome" in ('filled', 'cancelled')));