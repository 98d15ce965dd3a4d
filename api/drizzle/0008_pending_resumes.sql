-- Uploads under way (issue 27, finding 4): the capacity rules read the pending resumes on every
-- browse and search (listings/capacity.ts), which must not mean reading every resume ever stored.
CREATE INDEX "resumes_pending_idx" ON "resumes" USING btree ("application_id") WHERE "resumes"."stored_at" is null;
