// Seeding: the reference lists at every start (upserted, so label edits roll out), and the demo
// marketplace once (skipped when the demo employer exists).
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/accounts/auth/password';
import type { Database } from '../src/db/client';
import { payColumns } from '../src/listings/pay-sql';
import { seedDemoModeration } from './demo-moderation';
import { demoPay } from './demo-pay';
import { DEMO_APPLICATIONS, DEMO_EMPLOYERS, DEMO_LISTINGS, DEMO_STUDENTS } from './demo-data';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';
import {
  answers,
  applications,
  employers,
  listings,
  questions,
  studentQualifications,
  students,
  users,
} from '../src/db/schema';

// Replicas starting together must not seed twice; a transaction-scoped advisory lock works on
// PostgreSQL and PGlite alike. The number is arbitrary but fixed.
const SEED_LOCK = 7_240_511;

/** Creates the demo marketplace unless it exists; returns true when it was created now. */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<boolean> {
  // The demo accounts share a published password, so one hash for all of them reveals nothing
  // and keeps the first start fast. Hashed before the transaction so the lock is held briefly.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The demo's people joined a year ago: established accounts, with an established employer's
  // posting limits (listings/vetting/posting-limits.ts).
  const joined = addDays(now, -365);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // The moderator also joins a demo marketplace seeded before moderators existed.
    await tx
      .insert(users)
      .values({
        email: DEMO_LOGINS.moderator.email,
        passwordHash,
        role: 'moderator',
        createdAt: joined,
      })
      .onConflictDoNothing();
    const existing = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_LOGINS.employer.email}`);
    if (existing.length > 0) return false;

    const employerIds = new Map<string, string>();
    for (const employer of DEMO_EMPLOYERS) {
      const [user] = await tx
        .insert(users)
        .values({ email: employer.email, passwordHash, role: 'employer', createdAt: joined })
        .returning({ id: users.id });
      if (!user) throw new Error(`seed: could not create ${employer.email}`);
      await tx.insert(employers).values({
        userId: user.id,
        businessName: employer.businessName,
        description: employer.description,
      });
      employerIds.set(employer.key, user.id);
    }

    const studentIds = new Map<string, string>();
    for (const student of DEMO_STUDENTS) {
      const [user] = await tx
        .insert(users)
        .values({ email: student.email, passwordHash, role: 'student', createdAt: joined })
        .returning({ id: users.id });
      if (!user) throw new Error(`seed: could not create ${student.email}`);
      await tx.insert(students).values({
        userId: user.id,
        fullName: student.fullName,
        study: student.study,
        institution: student.institution,
        about: student.about,
        experience: student.experience,
        otherQualifications: student.otherQualifications,
      });
      await tx
        .insert(studentQualifications)
        .values(
          student.qualifications.map((code) => ({ studentId: user.id, qualificationCode: code })),
        );
      studentIds.set(student.key, user.id);
    }

    const listingByTitle = new Map<string, { id: string; questionIds: string[] }>();
    for (const [index, listing] of DEMO_LISTINGS.entries()) {
      const employerId = employerIds.get(listing.employer);
      if (!employerId) throw new Error(`seed: unknown employer ${listing.employer}`);
      const applied = DEMO_APPLICATIONS.filter(
        (a) => a.listing === listing.title && a.status !== 'withdrawn',
      );
      const pay = demoPay(listing.title);
      const [row] = await tx
        .insert(listings)
        .values({
          employerId,
          categoryCode: listing.category,
          title: listing.title,
          shortPreview: listing.shortPreview,
          description: listing.description,
          location: listing.place.location,
          latitude: listing.place.latitude,
          longitude: listing.place.longitude,
          expiryDate: addDays(now, listing.expiresInDays).toISOString().slice(0, 10),
          maxApplications: listing.maxApplications,
          applicationsCount: applied.length,
          // Spread over the last two weeks so "newest first" shows a realistic mix.
          createdAt: new Date(now.getTime() - (index * 7 + 1) * 60 * 60 * 1000),
          ...payColumns(pay),
        })
        .returning({ id: listings.id });
      if (!row) throw new Error(`seed: could not create ${listing.title}`);
      const questionRows =
        listing.questions.length === 0
          ? []
          : await tx
              .insert(questions)
              .values(
                listing.questions.map((text, position) => ({ listingId: row.id, position, text })),
              )
              .returning({ id: questions.id, position: questions.position });
      const questionIds = questionRows.sort((a, b) => a.position - b.position).map((q) => q.id);
      listingByTitle.set(listing.title, { id: row.id, questionIds });
    }

    for (const [index, application] of DEMO_APPLICATIONS.entries()) {
      const listing = listingByTitle.get(application.listing);
      const studentId = studentIds.get(application.student);
      const student = DEMO_STUDENTS.find((s) => s.key === application.student);
      if (!listing || !studentId || !student)
        throw new Error(`seed: bad demo application ${index}`);
      const createdAt = new Date(now.getTime() - (index * 5 + 1) * 60 * 60 * 1000);
      const decided = application.status === 'seen' || application.status === 'rejected';
      const [row] = await tx
        .insert(applications)
        .values({
          listingId: listing.id,
          studentId,
          status: application.status,
          preferredEmail: student.email,
          phoneNumber: application.phoneNumber,
          anythingElseAnswer: application.anythingElse,
          createdAt,
          // Reviewed within a day or two, never later than now.
          decidedAt: decided
            ? new Date(
                Math.min(now.getTime(), createdAt.getTime() + ((index % 2) + 1) * 20 * 3600_000),
              )
            : null,
        })
        .returning({ id: applications.id });
      if (!row) throw new Error(`seed: could not create application ${index}`);
      const answerRows = listing.questionIds.flatMap((questionId, i) => {
        const answer = application.answers[i];
        return answer === undefined ? [] : [{ applicationId: row.id, questionId, answer }];
      });
      if (answerRows.length > 0) await tx.insert(answers).values(answerRows);
    }
    const listingIds = new Map([...listingByTitle].map(([title, { id }]) => [title, id]));
    await seedDemoModeration(tx, { employerIds, studentIds, listingIds }, now);
    return true;
  });
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}
