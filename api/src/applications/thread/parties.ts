// Who may read and write an application's thread: its student and its listing's employer, once
// the resume has arrived. Anyone else (another student, another employer, an unknown id) finds no
// thread, as the other calls of an application answer 404. With the party, what the rules
// (rules.ts) and the mails (notify.ts) need: the status, when the listing closed, the names.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications, employers, listings, resumes, students, users } from '../../db/schema';
import { MARKET_TIME_ZONE } from '../../plugins/time/dates';

export type ThreadRole = 'student' | 'employer';

export interface ThreadParty {
  role: ThreadRole;
  userId: string;
}

/**
 * When the listing stopped taking the job forward: closed by its employer, or the end of its
 * expiry date in the market's time zone, whichever came first.
 */
const listingClosesAt = sql<Date>`least(${listings.closedAt},
  timezone(${MARKET_TIME_ZONE}, (${listings.expiryDate} + 1)::timestamp))`;

export async function threadOf(db: Database, applicationId: string, party: ThreadParty) {
  const [row] = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      studentId: applications.studentId,
      employerId: listings.employerId,
      listingStatus: listings.status,
      listingClosesAt: sql<string>`${listingClosesAt}`.mapWith(String),
      title: listings.title,
      businessName: employers.businessName,
      applicantName: students.fullName,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(employers, eq(employers.userId, listings.employerId))
    .innerJoin(students, eq(students.userId, applications.studentId))
    .innerJoin(resumes, eq(resumes.applicationId, applications.id))
    .where(
      and(
        eq(applications.id, applicationId),
        isNotNull(resumes.storedAt),
        party.role === 'student'
          ? eq(applications.studentId, party.userId)
          : eq(listings.employerId, party.userId),
      ),
    );
  if (!row) return null;
  return {
    ...row,
    listingClosesAt: new Date(row.listingClosesAt),
    /** The other side: who reads what this party writes. */
    recipientId: party.role === 'student' ? row.employerId : row.studentId,
  };
}

export type Thread = NonNullable<Awaited<ReturnType<typeof threadOf>>>;

/** The address a party's notices go to: the account's email. */
export async function emailOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
