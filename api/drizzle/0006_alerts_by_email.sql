ALTER TABLE "job_alerts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Alerts of accounts were on from the start.
UPDATE "job_alerts" SET "confirmed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "job_alerts_unconfirmed_idx" ON "job_alerts" USING btree ("created_at") WHERE "job_alerts"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_email_search_key" UNIQUE("email","search_key");--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_owner_check" CHECK (("job_alerts"."user_id" is not null and "job_alerts"."email" is null)
        or ("job_alerts"."user_id" is null and "job_alerts"."email" is not null and "job_alerts"."email" = lower("job_alerts"."email")));