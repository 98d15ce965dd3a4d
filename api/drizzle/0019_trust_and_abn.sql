CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"listing_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "review_requests_message_check" CHECK (length(trim("review_requests"."message")) > 0),
	CONSTRAINT "review_requests_message_length_check" CHECK (length("review_requests"."message") <= 250)
);
--> statement-breakpoint
CREATE TABLE "abn_lookups" (
	"employer_id" uuid PRIMARY KEY NOT NULL,
	"abn" text NOT NULL,
	"status" text NOT NULL,
	"entity_name" text,
	"business_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"looked_up_at" timestamp with time zone NOT NULL,
	CONSTRAINT "abn_lookups_abn_check" CHECK ("abn_lookups"."abn" ~ '^[0-9]{11}$'),
	CONSTRAINT "abn_lookups_status_check" CHECK ("abn_lookups"."status" in ('active', 'cancelled', 'not_found'))
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "abn" text;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "weight" real;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "outcome" text;--> statement-breakpoint
-- Reports decided before outcomes were kept: upheld when their listing's decision at that moment
-- took it down, dismissed otherwise.
UPDATE "listing_reports" SET "outcome" = CASE WHEN EXISTS (
  SELECT 1 FROM "moderation_decisions" d
  WHERE d."listing_id" = "listing_reports"."listing_id"
    AND d."decided_at" = "listing_reports"."resolved_at"
    AND d."decision" IN ('reject', 'remove')
) THEN 'upheld' ELSE 'dismissed' END
WHERE "resolved_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD COLUMN "prior_status" text;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abn_lookups" ADD CONSTRAINT "abn_lookups_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_open_key" ON "review_requests" USING btree ("employer_id",coalesce("listing_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "review_requests"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "review_requests_open_idx" ON "review_requests" USING btree ("created_at") WHERE "review_requests"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "listing_reports_student_idx" ON "listing_reports" USING btree ("student_id","created_at");--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_abn_check" CHECK ("employers"."abn" is null or case when "employers"."abn" ~ '^[0-9]{11}$'
    then ((substr("employers"."abn", 1, 1)::int - 1) * 10 + substr("employers"."abn", 2, 1)::int * 1 + substr("employers"."abn", 3, 1)::int * 3 + substr("employers"."abn", 4, 1)::int * 5 + substr("employers"."abn", 5, 1)::int * 7 + substr("employers"."abn", 6, 1)::int * 9 + substr("employers"."abn", 7, 1)::int * 11 + substr("employers"."abn", 8, 1)::int * 13 + substr("employers"."abn", 9, 1)::int * 15 + substr("employers"."abn", 10, 1)::int * 17 + substr("employers"."abn", 11, 1)::int * 19) % 89 = 0 else false end);--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_outcome_check" CHECK ("listing_reports"."outcome" in ('dismissed', 'upheld'));--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_check" CHECK (("listing_reports"."resolved_at" is null) = ("listing_reports"."outcome" is null));--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_weight_check" CHECK ("listing_reports"."weight" >= 0);--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_prior_status_check" CHECK ("moderation_decisions"."prior_status" in ('posted', 'pending', 'closed', 'expired', 'removed'));