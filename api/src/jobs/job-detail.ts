// The job of the apply page (GET /student/jobs/{id}): any listing that is not removed, with its
// questions in position order.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { JobDetail } from 'shared-kit/contract';
import type { Database } from '../db/client';
import { employers, listings, questions } from '../db/schema';

export async function findJobDetail(db: Database, id: string): Promise<JobDetail | undefined> {
  const [job] = await db
    .select({
      id: listings.id,
      title: listings.title,
      business_name: employers.businessName,
      short_preview: listings.shortPreview,
      description: listings.description,
      location: listings.location,
      expiry_date: listings.expiryDate,
      submitted_count: listings.applicationsCount,
      max_applications: listings.maxApplications,
    })
    .from(listings)
    .innerJoin(employers, eq(employers.userId, listings.employerId))
    .where(and(eq(listings.id, id), ne(listings.status, 'removed')));
  if (!job) return undefined;
  const rows = await db
    .select({ id: questions.id, text: questions.text })
    .from(questions)
    .where(eq(questions.listingId, id))
    .orderBy(asc(questions.position));
  return { ...job, questions: rows.map((q) => q.text), question_ids: rows.map((q) => q.id) };
}
