// An employer's listing with one student's application at a stage of the hiring pipeline, with
// both parties' addresses and session cookies, for the tests that move it along.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, type ApplicationStatus } from '../../src/db/schema';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { createApplication } from './fixtures';

export async function applicationAt(app: FastifyInstance, status: ApplicationStatus) {
  const employerId = await createEmployer(app.db, 'Glebe Books');
  const listing = await createListing(app.db, { employerId, title: 'Bookseller' });
  const student = await createStudent(app.db);
  const { id } = await createApplication(app, {
    listingId: listing.id,
    studentId: student.id,
    status,
  });
  const [employerUser] = await app.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, employerId));
  return {
    id,
    listingId: listing.id,
    employer: {
      id: employerId,
      email: employerUser?.email ?? '',
      cookie: await sessionCookie(app, employerId),
    },
    student: { ...student, cookie: await sessionCookie(app, student.id) },
  };
}

/** A POST with a session cookie, as the screens send it. */
export function postAs(app: FastifyInstance, cookie: string, url: string, payload?: object) {
  return app.inject({ method: 'POST', url, headers: { cookie }, payload });
}
