// Applications whose resume has not arrived yet (pending in status.ts). One holds its slot while its
// upload form is valid (listings/capacity.ts) and is not shown to employers; cancelling or
// abandoning one removes it whole and gives the slot back in the same statement.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/client';
import { applications, resumes } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { noticeIfFilled } from '../listings/closing-notices';
import { a, awaitingUpload, removeApplications } from './status-sql';

const r = alias(resumes, 'r');

/**
 * Deletes the given applications when their resume is still pending (the cancel or abandon move
 * of status.ts; answers and the resume row go with them by cascade) and gives their slots back, in
 * one statement. Returns the storage keys of the removed resumes.
 */
export async function removePendingApplications(
  db: Database,
  move: 'cancel' | 'abandon',
  where: { ids?: string[]; studentId?: string; listingId?: string; createdBy?: Date },
): Promise<string[]> {
  const filters: SQL[] = [];
  if (where.ids)
    filters.push(
      sql`${a.id} in (${sql.join(
        where.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (where.studentId) filters.push(sql`${a.studentId} = ${where.studentId}::uuid`);
  if (where.listingId) filters.push(sql`${a.listingId} = ${where.listingId}::uuid`);
  if (where.createdBy)
    filters.push(sql`${a.createdAt} <= ${where.createdBy.toISOString()}::timestamptz`);
  // The resume is probed per removed row through its primary key: written as a join, the planner
  // scans every resume to find the sweep's few.
  const rows = await queryRows<{ storage_key: string }>(
    db,
    sql`${removeApplications(move, filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`)}
      select (select ${r.storageKey} from ${tableAs(r)} where ${r.applicationId} = moved.id)
        as storage_key
      from moved`,
  );
  return rows.map((row) => row.storage_key);
}

/**
 * The student's application and its resume: the storage key (null when it has no resume row, as
 * demo applications seeded without files) and whether it is stored; undefined when the student
 * has no such application.
 */
export async function resumeOfApplication(
  db: Database,
  applicationId: string,
  studentId: string,
): Promise<{ key: string | null; stored: boolean } | undefined> {
  const [row] = await db
    .select({ key: resumes.storageKey, storedAt: resumes.storedAt })
    .from(applications)
    .leftJoin(resumes, eq(resumes.applicationId, applications.id))
    .where(and(eq(applications.id, applicationId), eq(applications.studentId, studentId)));
  return row ? { key: row.key, stored: row.storedAt !== null } : undefined;
}

/** Candidates for the sweep: pending resumes of applications created at or before `cutoff`. */
export async function abandonedApplications(db: Database, cutoff: Date) {
  return db
    .select({ applicationId: resumes.applicationId, storageKey: resumes.storageKey })
    .from(resumes)
    .innerJoin(applications, eq(applications.id, resumes.applicationId))
    .where(
      and(
        awaitingUpload(resumes),
        sql`${applications.createdAt} <= ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .limit(500);
}

/**
 * Records that the resume under `key` arrived (the upload move of status.ts); false when no
 * pending application expects it. The application is submitted from here, so if it filled its
 * listing the listing's applicants are told, in the same transaction (listings/closing-notices.ts).
 */
export async function markResumeStored(
  db: Database,
  key: string,
  file: { sizeBytes: number; contentType?: string; now: Date },
  notices: { publicUrl: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(resumes)
      // drizzle leaves out undefined values: S3 keeps the type recorded at apply.
      .set({ storedAt: file.now, sizeBytes: file.sizeBytes, contentType: file.contentType })
      .where(and(eq(resumes.storageKey, key), awaitingUpload(resumes)))
      .returning({ applicationId: resumes.applicationId });
    if (!row) return false;
    await noticeIfFilled(tx, row.applicationId, { publicUrl: notices.publicUrl, now: file.now });
    return true;
  });
}
