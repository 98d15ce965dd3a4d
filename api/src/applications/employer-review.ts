// What an employer sees of the applications to their own listings. Only applications whose
// resume is stored are real (pending-resumes.ts); another employer's listing or application looks
// exactly like an unknown one (404).
import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EmployerApplicationDetail, EmployerApplicationSummary } from 'api-contract';
import { queryRows, type Database } from '../db/client';
import {
  answers,
  applications,
  listings,
  qualifications,
  questions,
  resumes,
  studentQualifications,
  studentVerifications,
  students,
  type ApplicationStatus,
} from '../db/schema';
import { tableAs } from '../db/sql-names';
import { employerMessages } from '../accounts/employers/messages';
import { HttpError } from '../plugins/http/http-error';
import { verificationOf } from '../accounts/verification/verify';
import { historiesOf } from './history';
import { invitationOf, slotsOf } from './interview-slots';
import { offersOf } from './offer-terms';
import { unreadByApplication } from './thread/unread';

const a = alias(applications, 'a');
const st = alias(students, 'st');
const sv = alias(studentVerifications, 'sv');
const r = alias(resumes, 'r');

/** A timestamp as JavaScript's toISOString() writes it (milliseconds), like every other answer. */
const isoMillisText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface SummaryRow
  extends
    Omit<EmployerApplicationSummary, 'verification' | 'unread_messages'>,
    Record<string, unknown> {
  verification_institution: string | null;
  verified_at: string | null;
  verification_expires_at: string | null;
}

/**
 * The applications of one listing, newest first. Withdrawn ones are left out (the student took
 * them back); rejected ones stay, so the employer sees the decision they made. Each carries how
 * many of its student's messages the employer has not read yet.
 */
export async function listListingApplications(
  db: Database,
  input: { listingId: string; employerId: string; now: Date },
): Promise<EmployerApplicationSummary[]> {
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, input.listingId), eq(listings.employerId, input.employerId)));
  if (!listing) throw new HttpError(404, employerMessages.listingNotFound);
  // The resume and the student are probed per application through their primary keys: written
  // as joins, the planner hashed every stored resume or every student (sequential scans of whole
  // tables) for the hundred-odd applications a listing can hold. The lateral `limit 1` keeps the
  // student lookup from being flattened back into such a join.
  // The verification in force is probed the same way, by the student's primary key.
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${a.id}, s.full_name as applicant_name, s.study as degree,
        s.institution as university, ${a.status}, ${a.listingVersion} as listing_version,
        v.institution as verification_institution,
        ${isoMillisText(sql`v.verified_at`)} as verified_at,
        ${isoMillisText(sql`v.expires_at`)} as verification_expires_at
      from ${tableAs(a)}
      cross join lateral (
        select ${st.fullName}, ${st.study}, ${st.institution} from ${tableAs(st)}
        where ${st.userId} = ${a.studentId}
        limit 1
      ) s
      left join lateral (
        select ${sv.institution}, ${sv.verifiedAt}, ${sv.expiresAt} from ${tableAs(sv)}
        where ${sv.studentId} = ${a.studentId}
          and ${sv.expiresAt} > ${input.now.toISOString()}::timestamptz
        limit 1
      ) v on true
      where ${a.listingId} = ${listing.id}::uuid
        and ${a.status} <> 'withdrawn'
        and (select ${r.storedAt} is not null from ${tableAs(r)} where ${r.applicationId} = ${a.id})
      order by ${a.createdAt} desc, ${a.id} desc`,
  );
  const unread = await unreadByApplication(
    db,
    input.employerId,
    rows.map((row) => row.id),
  );
  return rows.map(
    ({ verification_institution, verified_at, verification_expires_at, ...summary }) => ({
      ...summary,
      unread_messages: unread.get(summary.id) ?? 0,
      verification:
        verification_institution && verified_at && verification_expires_at
          ? {
              institution: verification_institution,
              verified_at,
              expires_at: verification_expires_at,
            }
          : null,
    }),
  );
}

/** One application of the employer's listings with a stored resume, whatever its status. */
export async function findOwnApplication(db: Database, employerId: string, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      studentId: applications.studentId,
      preferredEmail: applications.preferredEmail,
      phoneNumber: applications.phoneNumber,
      anythingElse: applications.anythingElseAnswer,
      createdAt: sql<string>`${isoMillisText(sql`${applications.createdAt}`)}`,
      title: listings.title,
      listingVersion: applications.listingVersion,
      currentVersion: listings.version,
      listingId: listings.id,
      fullName: students.fullName,
      degree: students.study,
      university: students.institution,
      about: students.about,
      experience: students.experience,
      otherQualifications: students.otherQualifications,
      fileName: resumes.fileName,
      storageKey: resumes.storageKey,
    })
    .from(applications)
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(resumes, eq(resumes.applicationId, applications.id))
    .innerJoin(students, eq(students.userId, applications.studentId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(listings.employerId, employerId),
        isNotNull(resumes.storedAt),
      ),
    );
  return row;
}

export type OwnApplication = NonNullable<Awaited<ReturnType<typeof findOwnApplication>>>;

/**
 * The application when the employer may read it: not withdrawn. A rejected one stays readable,
 * marked rejected, so the employer can see what they decided on (SPEC section 4 lets
 * them view only live ones: docs/adr/0019-a-rejected-application-stays-readable.md). Unknown: 404; withdrawn: 403 with the reason.
 */
export async function findReadableApplication(
  db: Database,
  employerId: string,
  applicationId: string,
): Promise<OwnApplication> {
  const row = await findOwnApplication(db, employerId, applicationId);
  if (!row) throw new HttpError(404, employerMessages.applicationNotFound);
  if (row.status === 'withdrawn') throw new HttpError(403, employerMessages.applicationWithdrawn);
  return row;
}

/**
 * The application when the employer may open its resume: neither withdrawn nor rejected (SPEC
 * section 4; a hired or declined one still opens). Unknown: 404; withdrawn or rejected: 403 with the reason.
 */
export async function findViewableApplication(
  db: Database,
  employerId: string,
  applicationId: string,
): Promise<OwnApplication> {
  const row = await findReadableApplication(db, employerId, applicationId);
  if (!resumeOpens(row.status)) throw new HttpError(403, employerMessages.applicationRejected);
  return row;
}

/** Whether the employer may still open an application's resume: not withdrawn, not rejected. */
const resumeOpens = (status: ApplicationStatus): boolean =>
  status !== 'withdrawn' && status !== 'rejected';

/**
 * Whether the stored resume under `key` may still be downloaded: its application exists and is
 * neither withdrawn nor rejected (the same rule as findViewableApplication).
 */
export async function resumeDownloadable(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ status: applications.status })
    .from(resumes)
    .innerJoin(applications, eq(applications.id, resumes.applicationId))
    .where(and(eq(resumes.storageKey, key), isNotNull(resumes.storedAt)));
  return row !== undefined && resumeOpens(row.status);
}

/** The detail shape of GET /employer/applications/{id}. */
export async function applicationDetail(
  db: Database,
  row: OwnApplication,
  now: Date,
): Promise<EmployerApplicationDetail> {
  const labels = await db
    .select({ label: qualifications.label })
    .from(studentQualifications)
    .innerJoin(qualifications, eq(qualifications.code, studentQualifications.qualificationCode))
    .where(eq(studentQualifications.studentId, row.studentId))
    .orderBy(asc(qualifications.label));
  const answered = await db
    .select({ question: questions.text, answer: answers.answer })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.applicationId, row.id))
    .orderBy(asc(questions.position));
  return {
    id: row.id,
    status: row.status,
    job: { id: row.listingId, title: row.title },
    applicant: {
      name: row.fullName,
      email: row.preferredEmail,
      phone: row.phoneNumber || null,
      degree: row.degree,
      university: row.university,
      qualifications: labels,
      other_qualifications: row.otherQualifications || null,
      about: row.about ?? '',
      experience: row.experience ?? '',
      verification: await verificationOf(db, row.studentId, now),
    },
    answers: answered,
    anything_else_answer: row.anythingElse || null,
    resume_file_name: row.fileName,
    history: (await historiesOf(db, [{ id: row.id, createdAt: row.createdAt }])).get(row.id) ?? [],
    interview: row.status === 'interview' ? invitationOf(await slotsOf(db, row.id)) : null,
    offer: (await offersOf(db, [row.id])).get(row.id) ?? null,
    // The answers above are to the questions of this version (question rows are never rewritten).
    listing_version: row.listingVersion,
    listing_current_version: row.currentVersion,
  };
}
