CREATE TABLE "student_verification_codes" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"institution" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_verification_codes_attempts_check" CHECK ("student_verification_codes"."attempts" >= 0),
	CONSTRAINT "student_verification_codes_email_check" CHECK ("student_verification_codes"."email" = lower("student_verification_codes"."email"))
);
--> statement-breakpoint
CREATE TABLE "student_verifications" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"institution" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "student_verifications_email_check" CHECK ("student_verifications"."email" = lower("student_verifications"."email")),
	CONSTRAINT "student_verifications_dates_check" CHECK ("student_verifications"."expires_at" > "student_verifications"."verified_at")
);
--> statement-breakpoint
ALTER TABLE "student_verification_codes" ADD CONSTRAINT "student_verification_codes_student_id_students_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD CONSTRAINT "student_verifications_student_id_students_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_verifications_email_key" ON "student_verifications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "student_verifications_expires_at_idx" ON "student_verifications" USING btree ("expires_at");