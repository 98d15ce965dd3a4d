CREATE TABLE "saved_resume_uploads" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_resume_uploads_storage_key_key" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "saved_resumes" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_resumes_storage_key_key" UNIQUE("storage_key"),
	CONSTRAINT "saved_resumes_size_check" CHECK ("saved_resumes"."size_bytes" > 0 and "saved_resumes"."size_bytes" <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "saved_resume_uploads" ADD CONSTRAINT "saved_resume_uploads_student_id_students_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_resumes" ADD CONSTRAINT "saved_resumes_student_id_students_user_id_fk" FOREIGN KEY ("student_id") REFERENCES "students"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_resume_uploads_created_idx" ON "saved_resume_uploads" USING btree ("created_at");