CREATE TABLE "application_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"sender_id" uuid,
	"recipient_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"scam_signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	CONSTRAINT "application_messages_sender_check" CHECK ("application_messages"."sender_role" in ('student', 'employer')),
	CONSTRAINT "application_messages_body_check" CHECK (length(trim("application_messages"."body")) > 0 and length("application_messages"."body") <= 2000),
	CONSTRAINT "application_messages_report_check" CHECK (("application_messages"."reported_at" is null) = ("application_messages"."report_reason" is null)),
	CONSTRAINT "application_messages_report_length_check" CHECK (length("application_messages"."report_reason") <= 250)
);
--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_messages_page_idx" ON "application_messages" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "application_messages_unread_idx" ON "application_messages" USING btree ("recipient_id") WHERE "application_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "application_messages_moderation_idx" ON "application_messages" USING btree ("created_at") WHERE "application_messages"."scam_signals" <> '{}'::text[] or "application_messages"."reported_at" is not null;