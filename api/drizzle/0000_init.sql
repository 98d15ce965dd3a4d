CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('student', 'employer'))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signup_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"resend_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage" text NOT NULL,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_flows_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "signup_flows_stage_check" CHECK ("signup_flows"."stage" in ('email', 'verify', 'password', 'details')),
	CONSTRAINT "signup_flows_attempts_check" CHECK ("signup_flows"."attempts" >= 0 and "signup_flows"."resend_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"description" text,
	CONSTRAINT "employers_business_name_check" CHECK (length(trim("employers"."business_name")) > 0),
	CONSTRAINT "employers_description_length_check" CHECK (length("employers"."description") <= 250)
);
--> statement-breakpoint
CREATE TABLE "student_qualifications" (
	"student_id" uuid NOT NULL,
	"qualification_code" text NOT NULL,
	CONSTRAINT "student_qualifications_student_id_qualification_code_pk" PRIMARY KEY("student_id","qualification_code")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"study" text NOT NULL,
	"institution" text NOT NULL,
	"about" text,
	"experience" text,
	"other_qualifications" text,
	CONSTRAINT "students_full_name_check" CHECK (length(trim("students"."full_name")) > 0),
	CONSTRAINT "students_about_length_check" CHECK (length("students"."about") <= 250),
	CONSTRAINT "students_experience_length_check" CHECK (length("students"."experience") <= 250),
	CONSTRAINT "students_other_qualifications_length_check" CHECK (length("students"."other_qualifications") <= 250)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"category_code" text NOT NULL,
	"title" text NOT NULL,
	"short_preview" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"expiry_date" date NOT NULL,
	"max_applications" integer NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_title_check" CHECK (length(trim("listings"."title")) > 0),
	CONSTRAINT "listings_short_preview_check" CHECK (length("listings"."short_preview") <= 120),
	CONSTRAINT "listings_coordinates_check" CHECK (("listings"."latitude" is null and "listings"."longitude" is null) or ("listings"."latitude" is not null and "listings"."longitude" is not null and "listings"."latitude" between -90 and 90 and "listings"."longitude" between -180 and 180)),
	CONSTRAINT "listings_max_applications_check" CHECK ("listings"."max_applications" > 0),
	CONSTRAINT "listings_applications_count_check" CHECK ("listings"."applications_count" >= 0 and "listings"."applications_count" <= "listings"."max_applications"),
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('posted', 'pending', 'closed', 'expired', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "questions_listing_position_key" UNIQUE("listing_id","position"),
	CONSTRAINT "questions_text_check" CHECK (length(trim("questions"."text")) > 0)
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"application_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "answers_application_id_question_id_pk" PRIMARY KEY("application_id","question_id"),
	CONSTRAINT "answers_answer_length_check" CHECK (length("answers"."answer") <= 250)
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"preferred_email" text NOT NULL,
	"phone_number" text,
	"anything_else_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_listing_student_key" UNIQUE("listing_id","student_id"),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('submitted', 'seen', 'rejected', 'withdrawn')),
	CONSTRAINT "applications_anything_else_check" CHECK (length("applications"."anything_else_answer") <= 250)
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"stored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_storage_key_key" UNIQUE("storage_key"),
	CONSTRAINT "resumes_size_check" CHECK ("resumes"."size_bytes" >= 0 and "resumes"."size_bytes" <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_qualifications" ADD CONSTRAINT "student_qualifications_student_id_students_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_qualifications" ADD CONSTRAINT "student_qualifications_qualification_code_qualifications_code_fk" FOREIGN KEY ("qualification_code") REFERENCES "qualifications"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_student_id_students_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_family_id_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "employers_business_name_idx" ON "employers" USING btree ("business_name");--> statement-breakpoint
CREATE INDEX "listings_category_created_idx" ON "listings" USING btree ("category_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_category_location_idx" ON "listings" USING btree ("category_code","latitude","longitude");--> statement-breakpoint
CREATE INDEX "listings_employer_created_idx" ON "listings" USING btree ("employer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_student_created_idx" ON "applications" USING btree ("student_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);