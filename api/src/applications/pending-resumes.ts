// Applications whose resume has not arrived yet. They count toward the cap (a slot is held while
// the browser uploads) but are not shown to employers; cancelling or sweeping one removes it
// whole and gives the slot back in the same statement.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { applications, resumes } from '../db/schema';

/** An application with no stored resume this long after it was created is abandoned. */
export const ABANDONED_AFTER_MS = 60 * 60_000;

interface RemovedRow extends Record<string, unknown> {
  storage_key: string;
}

/**
 * Deletes the given applications when their resume is still pending (answers and the resume row
 * go with them by cascade) and decrements each listing's count, in one statement. Returns the
 * storage keys of the removed resumes.
 */
export async function removePendingApplications(
  db: Database,
  where: { ids?: string[]; studentId?: string; createdBefore?: Date },
): Promise<string[]> {
  const filters = [sql`r.application_id = a.id`, sql`r.stored_at is null`];
  if (where.ids)
    filters.push(
      sql`a.id in (${sql.join(
        where.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (where.studentId) filters.push(sql`a.student_id = ${where.studentId}::uuid`);
  if (where.createdBefore)
    filters.push(sql`a.created_at < ${where.createdBefore.toISOString()}::timestamptz`);
  const rows = await queryRows<RemovedRow>(
    db,
    sql`with removed as (
        delete from applications a using resumes r
        where ${sql.join(filters, sql` and `)}
        returning a.listing_id, a.status, r.storage_key
      ), released as (
        update listings l set applications_count = l.applications_count - c.n
        from (select listing_id, count(*)::int as n from removed where status <> 'withdrawn'
              group by listing_id) c
        where l.id = c.listing_id
      )
      select storage_key from removed`,
  );
  return rows.map((row) => row.storage_key);
}

/** Whether the student's application exists and whether its resume is stored. */
export async function applicationUploadState(
  db: Database,
  applicationId: string,
  studentId: string,
): Promise<'missing' | 'stored' | 'pending'> {
  const [row] = await db
    .select({ storedAt: resumes.storedAt })
    .from(applications)
    .leftJoin(resumes, eq(resumes.applicationId, applications.id))
    .where(and(eq(applications.id, applicationId), eq(applications.studentId, studentId)));
  if (!row) return 'missing';
  return row.storedAt ? 'stored' : 'pending';
}

/** Candidates for the sweep: pending resumes older than the cut-off. */
export async function abandonedApplications(db: Database, cutoff: Date) {
  return db
    .select({ applicationId: resumes.applicationId, storageKey: resumes.storageKey })
    .from(resumes)
    .innerJoin(applications, eq(applications.id, resumes.applicationId))
    .where(
      and(
        isNull(resumes.storedAt),
        sql`${applications.createdAt} < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .limit(500);
}

/** Records that the resume under `key` arrived; false when no pending application expects it. */
export async function markResumeStored(
  db: Pick<Database, 'update'>,
  key: string,
  file: { sizeBytes: number; contentType?: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(resumes)
    // drizzle leaves out undefined values: S3 keeps the type recorded at apply.
    .set({ storedAt: file.now, sizeBytes: file.sizeBytes, contentType: file.contentType })
    .where(and(eq(resumes.storageKey, key), isNull(resumes.storedAt)))
    .returning({ applicationId: resumes.applicationId });
  return rows.length > 0;
}
