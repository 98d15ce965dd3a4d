ALTER TABLE "employers" ADD COLUMN "usual_review_days" smallint;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "review_days_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "employers_review_days_at_idx" ON "employers" USING btree ("review_days_at" NULLS FIRST);--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_usual_review_days_check" CHECK ("employers"."usual_review_days" is null or "employers"."usual_review_days" >= 1);