// DELETE /employer/account: the employer, their listings and questions, the applications to them
// with answers and resume rows, and their sessions all go in one transaction. The applications go
// first, through the deleteEmployer move of applications/status.ts, the rest by cascade. Returns
// the resume keys to remove once committed and the applicants to tell (not those who withdrew).
import { sql } from 'drizzle-orm';
import { removeApplications } from '../applications/status-sql';
import { queryRows, type Database } from '../db/client';

export interface AffectedApplicant {
  email: string;
  title: string;
}

export interface DeletedEmployer {
  businessName: string;
  resumeKeys: string[];
  applicants: AffectedApplicant[];
}

export async function deleteEmployerAccount(
  db: Database,
  employerId: string,
): Promise<DeletedEmployer | undefined> {
  return db.transaction(async (tx) => {
    const [employer] = await queryRows<{ business_name: string }>(
      tx,
      sql`select business_name from employers where user_id = ${employerId}::uuid for update`,
    );
    if (!employer) return undefined;
    // Locking the listings makes a concurrent apply (which takes its slot with an UPDATE of the
    // listing) wait, so no application or resume slips in unseen and outlives its file's key.
    await tx.execute(
      sql`select id from listings where employer_id = ${employerId}::uuid for update`,
    );
    const rows = await queryRows<{
      storage_key: string | null;
      stored: boolean;
      status: string;
      email: string;
      title: string;
    }>(
      tx,
      sql`${removeApplications(
        'deleteEmployer',
        sql`a.listing_id in (select id from listings where employer_id = ${employerId}::uuid)`,
      )}
        select r.storage_key, r.stored_at is not null as stored, m.status, u.email, l.title
        from moved m
        join listings l on l.id = m.listing_id
        join users u on u.id = m.student_id
        left join resumes r on r.application_id = m.id`,
    );
    await tx.execute(sql`delete from users where id = ${employerId}::uuid and role = 'employer'`);
    return {
      businessName: employer.business_name,
      resumeKeys: rows.flatMap((row) => (row.storage_key ? [row.storage_key] : [])),
      // A pending upload was never a real application; a withdrawn one is the student's own doing.
      applicants: rows
        .filter((row) => row.stored && row.status !== 'withdrawn')
        .map((row) => ({ email: row.email, title: row.title })),
    };
  });
}
