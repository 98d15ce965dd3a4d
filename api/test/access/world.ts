// The fixture world of the access matrix: two students, two employers with their listings and
// one application of each kind, a moderator, so every cell can aim at a resource with a known owner.
// A fresh world is made per cell, so a cell that succeeds (a deletion, a withdrawal) never
// changes what the next cell sees, and all worlds share one app per engine.
import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/accounts/auth/cookies';
import { alertLinkToken } from '../../src/alerts/alert-tokens';
import { createSession } from '../../src/accounts/auth/sessions';
import { queryRows } from '../../src/db/client';
import { sql } from 'drizzle-orm';
import { savedResumes, savedResumeUploads } from '../../src/db/schema';
import { newSavedResumeKey } from '../../src/storage/resume-files';
import { createApplication } from '../applications/fixtures';
import { SAMPLE_PDF } from '../upload-helpers';
import { uniqueEmail } from '../auth-helpers';
import {
  createEmployer,
  createListing,
  createModerator,
  createStudent,
} from '../listings/fixtures';

export const ACTORS = [
  'visitor',
  'studentA',
  'studentB',
  'employerX',
  'employerY',
  'moderatorM',
] as const;
export type Actor = (typeof ACTORS)[number];
type SignedInActor = Exclude<Actor, 'visitor'>;

export interface World {
  ids: Record<SignedInActor, string>;
  /** Student A's sign-in email (password PASSWORD of auth-helpers). */
  emailA: string;
  /** The Cookie header each actor sends: both session cookies; none for the visitor. */
  cookies: Record<Actor, string | undefined>;
  /** Employer X's listing, with one question; student A applied to it. */
  listingX: { id: string; questionIds: string[] };
  /** Employer Y's listing; student A's application to it still waits for its resume upload. */
  listingY: { id: string };
  /** Another listing of employer Y, that nobody applied to (the apply calls aim here). */
  openListingY: { id: string };
  /** Student A's application to X's listing: submitted, resume stored. */
  applicationAX: { id: string; key: string };
  /** Student A's application to Y's listing: resume upload pending. */
  pendingAY: { id: string; key: string };
  /** Student A saved X's listing. */
  savedByA: { listingId: string };
  /** Student A's saved resume (row and file), and an upload of a new one that has not arrived. */
  savedResumeA: { key: string };
  savedResumeUploadA: { key: string };
  /** Student A's job alert, and the unsubscribe token its mails carry. */
  alertA: { id: string; token: string };
  /** A job alert saved by email alone, not yet turned on, and the token of its confirm link. */
  alertByEmail: { id: string; confirmToken: string };
}

/** Both session cookies of a new session, as the browser sends them after signing in. */
async function signedIn(app: FastifyInstance, userId: string): Promise<string> {
  const tokens = await createSession(app.db, userId, app.now());
  return `${ACCESS_COOKIE}=${tokens.accessToken}; ${REFRESH_COOKIE}=${tokens.refreshToken}`;
}

/** A new world; `passwordHash` is stored for the students so that they can log in. */
export async function createWorld(app: FastifyInstance, passwordHash: string): Promise<World> {
  const studentA = await createStudent(app.db, passwordHash);
  const studentB = await createStudent(app.db, passwordHash);
  const employerX = await createEmployer(app.db, 'Harbour Cafe');
  const employerY = await createEmployer(app.db, 'Bondi Books');
  const listingX = await createListing(app.db, {
    employerId: employerX,
    title: 'Barista',
    questions: ['Why us?'],
  });
  const listingY = await createListing(app.db, { employerId: employerY, title: 'Shelf stacker' });
  const openListingY = await createListing(app.db, { employerId: employerY, title: 'Cashier' });
  const applicationAX = await createApplication(app, {
    listingId: listingX.id,
    studentId: studentA.id,
    answers: listingX.questionIds.map((questionId) => ({ questionId, answer: 'I like coffee.' })),
  });
  const pendingAY = await createApplication(app, {
    listingId: listingY.id,
    studentId: studentA.id,
    stored: false,
  });
  const savedResumeA = { key: newSavedResumeKey(studentA.id, 'pdf') };
  const savedResumeUploadA = { key: newSavedResumeKey(studentA.id, 'pdf') };
  await app.db.insert(savedResumes).values({
    studentId: studentA.id,
    fileName: 'Saved CV.pdf',
    storageKey: savedResumeA.key,
    sizeBytes: SAMPLE_PDF.length,
    contentType: 'application/pdf',
    uploadedAt: app.now(),
  });
  await app.localResumeStorage?.write(savedResumeA.key, SAMPLE_PDF);
  await app.db.insert(savedResumeUploads).values({
    studentId: studentA.id,
    fileName: 'Next CV.pdf',
    storageKey: savedResumeUploadA.key,
    contentType: 'application/pdf',
    createdAt: app.now(),
  });
  // Not new to the job-alert pass: a scheduled pass (the clock of a cell may move) must not
  // change the world's rows while a cell checks that a refusal changed nothing.
  await app.db.execute(
    sql`update listings set alerts_scanned_at = now() where alerts_scanned_at is null`,
  );
  await app.db.execute(
    sql`insert into saved_jobs (user_id, listing_id, created_at)
      values (${studentA.id}::uuid, ${listingX.id}::uuid, now())`,
  );
  const [alert] = await queryRows<{ id: string }>(
    app.db,
    sql`insert into job_alerts (user_id, words, frequency, search_key, created_at, confirmed_at)
      values (${studentA.id}::uuid, 'barista', 'daily', 'barista', now(), now()) returning id`,
  );
  const [byEmail] = await queryRows<{ id: string }>(
    app.db,
    sql`insert into job_alerts (email, words, frequency, search_key, created_at)
      values (${uniqueEmail('by-email')}, 'usher', 'instant', 'usher',
        ${app.now().toISOString()}::timestamptz) returning id`,
  );
  if (!alert || !byEmail) throw new Error('no alert');
  const linkKey = await app.jobAlerts.linkKey();
  const alertA = { id: alert.id, token: alertLinkToken(linkKey, 'unsubscribe', alert.id) };
  const alertByEmail = {
    id: byEmail.id,
    confirmToken: alertLinkToken(linkKey, 'confirm', byEmail.id),
  };
  const moderatorM = (await createModerator(app.db)).id;
  const ids = { studentA: studentA.id, studentB: studentB.id, employerX, employerY, moderatorM };
  return {
    ids,
    emailA: studentA.email,
    cookies: {
      visitor: undefined,
      studentA: await signedIn(app, ids.studentA),
      studentB: await signedIn(app, ids.studentB),
      employerX: await signedIn(app, ids.employerX),
      employerY: await signedIn(app, ids.employerY),
      moderatorM: await signedIn(app, ids.moderatorM),
    },
    listingX,
    listingY,
    openListingY,
    applicationAX,
    pendingAY,
    savedByA: { listingId: listingX.id },
    savedResumeA,
    savedResumeUploadA,
    alertA,
    alertByEmail,
  };
}
