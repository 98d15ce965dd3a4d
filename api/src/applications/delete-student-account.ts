// DELETE /student/account: the student and everything of theirs go in one transaction (profile,
// qualifications, sessions, applications, answers, resume rows and the saved resume by cascade),
// and every listing they applied to gets back the slots of their non-withdrawn applications (the
// deleteStudent move of applications/status.ts). Returns the storage keys of their resumes, saved
// one included; the caller removes the files once the rows are gone.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { a, removeApplications } from './status-sql';
import { queryRows, type Database } from '../db/client';
import { resumes, savedResumes, savedResumeUploads, students, users } from '../db/schema';
import { tableAs } from '../db/sql-names';

const r = alias(resumes, 'r');

/** Deletes the student; returns their resume keys, or undefined when there is no such student. */
export async function deleteStudentAccount(
  db: Database,
  studentId: string,
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    // Locking the profile row makes a concurrent apply (whose insert must key-share it) wait,
    // so no application can slip in between counting and deleting.
    const locked = await queryRows<{ user_id: string }>(
      tx,
      sql`select ${students.userId} from ${students}
        where ${students.userId} = ${studentId}::uuid for update`,
    );
    if (locked.length === 0) return undefined;
    const removed = await queryRows<{ storage_key: string | null }>(
      tx,
      sql`${removeApplications('deleteStudent', sql`${a.studentId} = ${studentId}::uuid`)}
        select ${r.storageKey} from moved left join ${tableAs(r)} on ${r.applicationId} = moved.id`,
    );
    // The saved resume and an upload of one under way go by cascade; their files with the rest.
    const saved = await queryRows<{ storage_key: string }>(
      tx,
      sql`select ${savedResumes.storageKey} from ${savedResumes}
          where ${savedResumes.studentId} = ${studentId}::uuid
        union all
        select ${savedResumeUploads.storageKey} from ${savedResumeUploads}
          where ${savedResumeUploads.studentId} = ${studentId}::uuid`,
    );
    await tx.execute(
      sql`delete from ${users} where ${users.id} = ${studentId}::uuid and ${users.role} = 'student'`,
    );
    return [...removed, ...saved].flatMap((row) => (row.storage_key ? [row.storage_key] : []));
  });
}
