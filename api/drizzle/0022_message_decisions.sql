DROP INDEX "application_messages_moderation_idx";--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "decision_outcome" text;--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_messages_to_moderate_idx" ON "application_messages" USING btree ("created_at") WHERE ("application_messages"."scam_signals" <> '{}'::text[] or "application_messages"."reported_at" is not null)
        and ("application_messages"."decided_at" is null or "application_messages"."reported_at" > "application_messages"."decided_at");--> statement-breakpoint
CREATE INDEX "application_messages_dealt_with_idx" ON "application_messages" USING btree ("decided_at") WHERE "application_messages"."decided_at" is not null;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_decision_check" CHECK (("application_messages"."decided_at" is null) = ("application_messages"."decision_outcome" is null)
        and ("application_messages"."decided_at" is null) = ("application_messages"."decision_note" is null)
        and "application_messages"."decision_outcome" in ('dismissed', 'listing_removed'));--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_decision_note_length_check" CHECK (length("application_messages"."decision_note") <= 250);