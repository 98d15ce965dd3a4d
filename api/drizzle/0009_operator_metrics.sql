-- What the operator's metrics read (issue 28). Each scheduled task's last successful run, written
-- by whichever replica ran it, so the metrics and the alert on a task that stopped running agree
-- across replicas; tasks that ran before the column existed count their last start as their last
-- success, so the alert does not fire for every task at the first deployment. And an index of the
-- few mails given up, so the scrape counts them without reading a week of delivered mail.
ALTER TABLE "scheduled_tasks" ADD COLUMN "last_succeeded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_queue_failed_idx" ON "mail_queue" USING btree ("failed_at") WHERE "mail_queue"."failed_at" is not null;--> statement-breakpoint
UPDATE "scheduled_tasks" SET "last_succeeded_at" = "last_started_at";
