ALTER TABLE "sessions" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "access_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_access_token_hash_key" UNIQUE("access_token_hash");