CREATE TABLE "listing_holds" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"reasons" jsonb NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('scam', 'below_minimum', 'misleading', 'discriminatory', 'other')),
	CONSTRAINT "listing_reports_details_check" CHECK (length("listing_reports"."details") <= 250)
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"listing_title" text NOT NULL,
	"employer_id" uuid,
	"moderator_id" uuid,
	"moderator_email" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_decisions_decision_check" CHECK ("moderation_decisions"."decision" in ('approve', 'reject', 'remove')),
	CONSTRAINT "moderation_decisions_reason_check" CHECK (length(trim("moderation_decisions"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "posting_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "employers"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_key" ON "listing_reports" USING btree ("listing_id","student_id") WHERE "listing_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "listing_reports_listing_idx" ON "listing_reports" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("created_at") WHERE "listing_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_decisions_listing_idx" ON "moderation_decisions" USING btree ("listing_id","decided_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_employer_idx" ON "moderation_decisions" USING btree ("employer_id","decision");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('student', 'employer', 'moderator'));