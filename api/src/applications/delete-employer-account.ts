// DELETE /employer/account: the employer, their listings and questions, the applications to them
// with answers and resume rows, and their sessions all go in one transaction. The applications go
// first, through the deleteEmployer move of applications/status.ts, the rest by cascade. Each
// applicant whose application was still under way (submitted or seen) is told by a mail
// queued in the same transaction. Returns the resume keys to remove once committed.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { a, removeApplications } from './status-sql';
import { queryRows, type Database } from '../db/client';
import {
  employers,
  isLiveStatus,
  listings,
  resumes,
  users,
  type ApplicationStatus,
} from '../db/schema';
import { tableAs } from '../db/sql-names';
import { enqueueMail } from '../mail/queue';
import { listingWithdrawnMail } from '../mail/templates';

const l = alias(listings, 'l');
const u = alias(users, 'u');
const r = alias(resumes, 'r');

export interface DeletedEmployer {
  resumeKeys: string[];
}

export async function deleteEmployerAccount(
  db: Database,
  employerId: string,
  context: { publicUrl: string; now: Date },
): Promise<DeletedEmployer | undefined> {
  return db.transaction(async (tx) => {
    const [employer] = await queryRows<{ business_name: string }>(
      tx,
      sql`select ${employers.businessName} from ${employers}
        where ${employers.userId} = ${employerId}::uuid for update`,
    );
    if (!employer) return undefined;
    // Locking the listings makes a concurrent apply (which takes its slot with an UPDATE of the
    // listing) wait, so no application or resume slips in unseen and outlives its file's key.
    await tx.execute(
      sql`select ${listings.id} from ${listings}
        where ${listings.employerId} = ${employerId}::uuid for update`,
    );
    const rows = await queryRows<{
      id: string;
      storage_key: string | null;
      stored: boolean;
      status: ApplicationStatus;
      email: string;
      title: string;
    }>(
      tx,
      sql`${removeApplications(
        'deleteEmployer',
        sql`${a.listingId} in (select ${listings.id} from ${listings}
          where ${listings.employerId} = ${employerId}::uuid)`,
      )}
        select moved.id, ${r.storageKey}, ${r.storedAt} is not null as stored, moved.status,
          ${u.email}, ${l.title}
        from moved
        join ${tableAs(l)} on ${l.id} = moved.listing_id
        join ${tableAs(u)} on ${u.id} = moved.student_id
        left join ${tableAs(r)} on ${r.applicationId} = moved.id`,
    );
    await tx.execute(
      sql`delete from ${users} where ${users.id} = ${employerId}::uuid and ${users.role} = 'employer'`,
    );
    // Only applications still under way: a pending upload was never a real application, a
    // withdrawn one is the student's own doing, a rejected one was already answered.
    const live = (r: (typeof rows)[number]) => r.stored && isLiveStatus(r.status);
    for (const row of rows.filter(live)) {
      const job = { title: row.title, businessName: employer.business_name };
      const mail = listingWithdrawnMail(row.email, job, context.publicUrl);
      // The event of listings/closing-notices.ts: one closing mail per application, however closed.
      await enqueueMail(tx, `listing-closed:${row.id}`, mail, context.now);
    }
    return { resumeKeys: rows.flatMap((row) => (row.storage_key ? [row.storage_key] : [])) };
  });
}
