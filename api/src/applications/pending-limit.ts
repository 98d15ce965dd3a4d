// A student keeps at most MAX_PENDING_APPLICATIONS applications whose resume has not arrived.
// Each holds a listing's slot until its upload form expires, so without a cap one
// account could hold as many slots as it can send applies in that time. A real student has one
// upload under way, two with a second tab.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { applications, resumes, users } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { MINUTE_MS } from '../plugins/time/clock';
import { HttpError } from '../plugins/http/http-error';
import { uploadFormsExpiredBy } from '../listings/capacity';
import { UPLOAD_TTL_MS } from '../storage/driver';
import { applyMessages } from './messages';

const r = alias(resumes, 'r');

export const MAX_PENDING_APPLICATIONS = 2;

/**
 * Refuses (409) a student who already has MAX_PENDING_APPLICATIONS pending applications whose
 * upload form is still valid, saying when the oldest one's expires. Call it in the apply's
 * transaction: it locks the student's row (NO KEY UPDATE, which foreign-key checks do not wait for),
 * so two applies at once are counted one after the other.
 */
export async function ensureRoomForPending(
  tx: Database,
  studentId: string,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`select 1 from ${users} where ${users.id} = ${studentId}::uuid for no key update`,
  );
  const pending = await tx
    .select({ createdAt: applications.createdAt })
    .from(applications)
    .where(
      and(
        eq(applications.studentId, studentId),
        gt(applications.createdAt, uploadFormsExpiredBy(now)),
        sql`exists (select 1 from ${tableAs(r)}
          where ${r.applicationId} = ${applications.id} and ${r.storedAt} is null)`,
      ),
    )
    .orderBy(asc(applications.createdAt))
    .limit(MAX_PENDING_APPLICATIONS);
  const oldest = pending[0];
  if (pending.length < MAX_PENDING_APPLICATIONS || !oldest) return;
  const left = oldest.createdAt.getTime() + UPLOAD_TTL_MS - now.getTime();
  throw new HttpError(409, applyMessages.tooManyPending(Math.max(1, Math.ceil(left / MINUTE_MS))));
}
