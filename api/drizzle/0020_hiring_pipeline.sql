CREATE TABLE "application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	CONSTRAINT "application_events_from_check" CHECK ("application_events"."from_status" in ('submitted', 'seen', 'shortlisted', 'interview', 'offered', 'hired', 'declined', 'rejected', 'withdrawn')),
	CONSTRAINT "application_events_to_check" CHECK ("application_events"."to_status" in ('submitted', 'seen', 'shortlisted', 'interview', 'offered', 'hired', 'declined', 'rejected', 'withdrawn')),
	CONSTRAINT "application_events_actor_check" CHECK ("application_events"."actor_role" in ('student', 'employer')),
	CONSTRAINT "application_events_note_length_check" CHECK (length("application_events"."note") <= 250)
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"note" text,
	"chosen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_slots_location_check" CHECK (length(trim("interview_slots"."location")) > 0),
	CONSTRAINT "interview_slots_location_length_check" CHECK (length("interview_slots"."location") <= 250),
	CONSTRAINT "interview_slots_note_length_check" CHECK (length("interview_slots"."note") <= 250)
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "student_visa_work_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_start_date" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_hours_per_week" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_application_time_key" ON "interview_slots" USING btree ("application_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_chosen_key" ON "interview_slots" USING btree ("application_id") WHERE "interview_slots"."chosen";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_offer_check" CHECK (("applications"."offered_at" is null) = ("applications"."offer_start_date" is null)
        and ("applications"."offered_at" is null) = ("applications"."offer_hours_per_week" is null));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_offer_hours_check" CHECK ("applications"."offer_hours_per_week" > 0 and "applications"."offer_hours_per_week" <= 168);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_offer_note_length_check" CHECK (length("applications"."offer_note") <= 250);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('submitted', 'seen', 'shortlisted', 'interview', 'offered', 'hired', 'declined', 'rejected', 'withdrawn'));--> statement-breakpoint
-- Decisions made before the history was kept: one move each, at the time the employer decided.
INSERT INTO "application_events" ("application_id", "from_status", "to_status", "actor_role", "actor_id", "at")
SELECT a."id", 'submitted', a."status", 'employer', l."employer_id", a."decided_at"
FROM "applications" a JOIN "listings" l ON l."id" = a."listing_id"
WHERE a."status" IN ('seen', 'rejected') AND a."decided_at" IS NOT NULL;
