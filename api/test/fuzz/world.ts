// The rows the fuzzer aims at: two students, two employers, open listings with and without
// questions and applications in every status, so generated ids often hit real rows and the
// handlers run past their lookups. Rows go in directly, as in the other route tests.
import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/accounts/auth/cookies';
import { hashPassword } from '../../src/accounts/auth/password';
import { createSession } from '../../src/accounts/auth/sessions';
import { qualifications } from '../../src/db/schema';
import { createApplication } from '../applications/fixtures';
import { PASSWORD, post, uniqueEmail, verifiedFlow, type CapturingMailer } from '../auth-helpers';
import {
  createEmployer,
  createListing,
  createModerator,
  createStudent,
} from '../listings/fixtures';
import type { Caller } from './routes';

export interface World {
  /** Cookie header of each shared caller ('' for the visitor). */
  cookies: Readonly<Record<Caller, string>>;
  /** The shared student's address; PASSWORD signs in as them. */
  studentEmail: string;
  /** Sign-up flows waiting for the code, the password and the details (two of each). */
  signupTokens: string[];
  /** The codes mailed to those flows. */
  signupCodes: string[];
  /** Password-reset tokens of a user of their own (a reset signs that user out everywhere). */
  resetTokens: string[];
  listingIds: string[];
  /** Question ids of each listing, parallel to listingIds. */
  questionIds: string[][];
  applicationIds: string[];
  qualificationCodes: string[];
  /** A new user of `role` with a session of its own: Cookie header with both session cookies. */
  throwawayCaller(role: Exclude<Caller, 'visitor'>): Promise<string>;
}

async function cookiesFor(app: FastifyInstance, userId: string): Promise<string> {
  const tokens = await createSession(app.db, userId, app.now());
  return `${ACCESS_COOKIE}=${tokens.accessToken}; ${REFRESH_COOKIE}=${tokens.refreshToken}`;
}

/** Sign-up flows at each stage, started through the API as the screens do. */
async function signupFlows(app: FastifyInstance, mailer: CapturingMailer) {
  const tokens: string[] = [];
  const codes: string[] = [];
  for (const stage of ['verify', 'password', 'details', 'verify', 'password', 'details']) {
    const email = uniqueEmail('fuzz');
    if (stage === 'verify') {
      const started = await post(app, '/auth/signup/email', { email });
      tokens.push(started.json<{ session_token: string }>().session_token);
    } else {
      const token = await verifiedFlow(app, mailer, email);
      if (stage === 'details') {
        await post(app, '/auth/signup/password', { session_token: token, password: PASSWORD });
      }
      tokens.push(token);
    }
    codes.push(await mailer.code(email));
  }
  return { tokens, codes };
}

/** Reset links mailed through the API; the token is the link's query parameter. */
async function resetTokens(app: FastifyInstance, mailer: CapturingMailer): Promise<string[]> {
  const { email } = await createStudent(app.db);
  const tokens: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    await post(app, '/auth/reset/request', { email });
    await app.afterReply.flush();
    const token = /[?&]token=([^&\s"]+)/.exec((await mailer.last(email)).text)?.[1];
    if (token) tokens.push(decodeURIComponent(token));
  }
  return tokens;
}

export async function createWorld(app: FastifyInstance, mailer: CapturingMailer): Promise<World> {
  const { db } = app;
  const student = await createStudent(db, await hashPassword(PASSWORD));
  const rival = await createStudent(db);
  const employerId = await createEmployer(db);
  const otherEmployerId = await createEmployer(db, 'Other Shop');

  // Room for every application the fuzzing may submit.
  const maxApplications = 10_000;
  const listings = [
    await createListing(db, { employerId, questions: [], maxApplications }),
    await createListing(db, { employerId, questions: ['Why us?'], maxApplications }),
    await createListing(db, {
      employerId,
      questions: ['Weekends?', 'RSA?'],
      category: 'RETL',
      maxApplications,
    }),
    await createListing(db, { employerId, status: 'closed', questions: ['Start date?'] }),
    await createListing(db, { employerId, lat: null, lng: null, category: 'OTHR' }),
    await createListing(db, { employerId: otherEmployerId, questions: ['Car?'] }),
    await createListing(db, { employerId, expiryDate: '2020-01-01', status: 'expired' }),
  ];
  const applicationIds: string[] = [];
  const statuses = ['submitted', 'seen', 'rejected', 'withdrawn'] as const;
  for (const [i, status] of statuses.entries()) {
    const listing = listings[i];
    if (!listing) continue;
    const application = await createApplication(app, {
      listingId: listing.id,
      studentId: student.id,
      status,
    });
    applicationIds.push(application.id);
  }
  const pending = await createApplication(app, {
    listingId: listings[5]?.id ?? '',
    studentId: rival.id,
    stored: false,
  });
  applicationIds.push(pending.id);
  // The shared student's own open applications, for withdraw and for cancel (resume pending).
  for (const [listing, stored] of [
    [listings[4], false],
    [listings[5], true],
  ] as const) {
    if (!listing) continue;
    const own = await createApplication(app, {
      listingId: listing.id,
      studentId: student.id,
      stored,
    });
    applicationIds.push(own.id);
  }

  const flows = await signupFlows(app, mailer);
  const codes = await db.select({ code: qualifications.code }).from(qualifications);
  return {
    cookies: {
      visitor: '',
      student: await cookiesFor(app, student.id),
      employer: await cookiesFor(app, employerId),
      moderator: await cookiesFor(app, (await createModerator(db)).id),
    },
    studentEmail: student.email,
    signupTokens: flows.tokens,
    signupCodes: flows.codes,
    resetTokens: await resetTokens(app, mailer),
    listingIds: listings.map((l) => l.id),
    questionIds: listings.map((l) => l.questionIds),
    applicationIds,
    qualificationCodes: codes.map((row) => row.code),
    throwawayCaller: async (role) => {
      const id =
        role === 'student'
          ? (await createStudent(db)).id
          : role === 'moderator'
            ? (await createModerator(db)).id
            : await createEmployer(db);
      return cookiesFor(app, id);
    },
  };
}
