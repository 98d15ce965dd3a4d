// THE access-control matrix: every API route × {visitor, student A, student B,
// employer X, employer Y}, each cell's expected status. Ownership cells aim at a resource with a
// known owner in the world of world.ts: A's application to X's listing, X's listing, A's pending
// application to Y's listing. Every 4xx cell is also checked to change nothing: no table row, no
// mail sent, no resume file of the world.
// HEAD twins of the GET rows are derived (Fastify exposes one per GET, same handler and guards).
import { eq } from 'drizzle-orm';
import { endpointPath, endpoints, type Endpoint } from 'api-contract';
import { applicationMessages, applications, interviewSlots } from '../../src/db/schema';
import { EMPLOYER_DETAILS, PASSWORD, uniqueEmail } from '../auth-helpers';
import { TEST_PAY } from '../listings/fixtures';
import {
  type CellContext,
  type CellRequest,
  flowAtDetails,
  flowDueForResend,
  knownPlaceId,
  resetToken,
  resumeDownload,
  resumeUpload,
  startedFlow,
} from './requests';
import type { Actor } from './world';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Expectations = Record<Actor, number>;

export interface MatrixRow {
  method: Method;
  /** The route as Fastify registers it (`:id` placeholders), for the completeness check. */
  route: string;
  /** The row's entry of the endpoint table; its path and the request's params give the URL. */
  endpoint?: Endpoint;
  /** What the row aims at, when the route alone does not say it. */
  target?: string;
  request: (ctx: CellContext) => CellRequest | Promise<CellRequest>;
  expect: Expectations;
}

/** Where a cell's request goes: its own URL, or the row's endpoint path with params and query. */
export function cellUrl(row: MatrixRow, request: CellRequest): string {
  if (request.url) return request.url;
  if (!row.endpoint) throw new Error(`${rowName(row)}: no endpoint entry and no URL`);
  const query = new URLSearchParams(request.query).toString();
  return `${endpointPath(row.endpoint, request.params)}${query ? `?${query}` : ''}`;
}

/** `METHOD /route (target)`, the row's name in test reports. */
export const rowName = (row: MatrixRow) =>
  `${row.method} ${row.route}${row.target ? ` (${row.target})` : ''}`;

const everyone = (status: number): Expectations => ({
  visitor: status,
  studentA: status,
  studentB: status,
  employerX: status,
  employerY: status,
  moderatorM: status,
});
/** Guarded by authenticate: any session, whatever its role; no session 401. */
const signedIn = (status: number): Expectations => ({ ...everyone(status), visitor: 401 });
/** Guarded by requireRole('student'): no session 401, an employer or a moderator 403. */
const students = (a: number, b: number): Expectations => ({
  visitor: 401,
  studentA: a,
  studentB: b,
  employerX: 403,
  employerY: 403,
  moderatorM: 403,
});
/** Guarded by requireRole('employer') for the whole /employer prefix. */
const employers = (x: number, y: number): Expectations => ({
  visitor: 401,
  studentA: 403,
  studentB: 403,
  employerX: x,
  employerY: y,
  moderatorM: 403,
});
/** Guarded by requireRole('moderator'): students and employers 403. */
const moderators = (m: number): Expectations => ({
  visitor: 401,
  studentA: 403,
  studentB: 403,
  employerX: 403,
  employerY: 403,
  moderatorM: m,
});

/** The day after TestClock's today (listings/fixtures TODAY): the earliest valid expiry. */
const TOMORROW = '2026-03-03';
/** A request that is the same in every cell: its params, query and payload. */
const fixed =
  (request: CellRequest = {}) =>
  (): CellRequest =>
    request;

/** A row's method, route and endpoint, from its entry of the endpoint table. */
const on = (target: Endpoint) => ({ method: target.method, route: target.path, endpoint: target });

/** A's application to X's listing, shortlisted, with one message from X when `written`. */
async function threadOfAX({ app, clock, world }: CellContext, written: boolean) {
  await app.db
    .update(applications)
    .set({ status: 'shortlisted' })
    .where(eq(applications.id, world.applicationAX.id));
  if (!written) return undefined;
  const [message] = await app.db
    .insert(applicationMessages)
    .values({
      applicationId: world.applicationAX.id,
      senderRole: 'employer',
      senderId: world.ids.employerX,
      recipientId: world.ids.studentA,
      body: 'Could you come in on Monday?',
      createdAt: clock.now(),
    })
    .returning({ id: applicationMessages.id });
  return message?.id;
}

/** A cell's request on A's application to X's listing, shortlisted, with X's message when `written`. */
function onThreadOfAX(written: boolean, payload?: CellRequest['payload']) {
  return async (ctx: CellContext): Promise<CellRequest> => {
    await threadOfAX(ctx, written);
    return { params: { id: ctx.world.applicationAX.id }, ...(payload ? { payload } : {}) };
  };
}

const rows: MatrixRow[] = [
  // Public (SPEC section 6: job detail, categories, jobs by category; health, places).
  { ...on(endpoints.system.health), request: fixed(), expect: everyone(200) },
  // The load balancer's readiness check (routes/ready): outside the contract, open to every caller.
  { method: 'GET', route: '/ready', request: fixed({ url: '/ready' }), expect: everyone(200) },
  {
    ...on(endpoints.listings.qualifications),
    request: fixed(),
    expect: everyone(200),
  },
  {
    ...on(endpoints.listings.jobCategories),
    request: fixed(),
    expect: everyone(200),
  },
  {
    ...on(endpoints.listings.minimumWage),
    request: fixed(),
    expect: everyone(200),
  },
  {
    ...on(endpoints.listings.jobsByCategory),
    request: fixed({ query: { category_code: 'HOSP' } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.listings.similarJobs),
    target: "X's listing",
    request: ({ world }) => ({ params: { id: world.listingX.id } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.listings.jobsSitemap),
    request: fixed(),
    expect: everyone(200),
  },
  {
    ...on(endpoints.listings.job),
    target: "X's listing",
    request: ({ world }) => ({ params: { id: world.listingX.id } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.places.autocomplete),
    request: fixed({ query: { input: 'Newtown' } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.places.details),
    request: async (ctx) => ({
      query: { place_id: await knownPlaceId(ctx) },
    }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.places.ipLocation),
    request: fixed(),
    expect: everyone(200),
  },

  // Auth: open to everyone; the flow token, the credentials or the mailed token is the key.
  {
    ...on(endpoints.accounts.signupEmail),
    request: () => ({ payload: { email: uniqueEmail('matrix') } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.accounts.signupVerify),
    request: async (ctx) => {
      const flow = await startedFlow(ctx);
      const code = await ctx.mailer.code(flow.email);
      return { payload: { session_token: flow.token, code } };
    },
    expect: everyone(200),
  },
  {
    ...on(endpoints.accounts.signupResend),
    request: async (ctx) => ({
      payload: { session_token: await flowDueForResend(ctx) },
    }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.accounts.signupPassword),
    request: async (ctx) => {
      const flow = await startedFlow(ctx);
      const code = await ctx.mailer.code(flow.email);
      const verified = await ctx.app.inject({
        method: 'POST',
        url: endpointPath(endpoints.accounts.signupVerify),
        payload: { session_token: flow.token, code },
      });
      if (verified.statusCode !== 200) throw new Error(`signup/verify: ${verified.body}`);
      return {
        payload: { session_token: flow.token, password: PASSWORD },
      };
    },
    expect: everyone(200),
  },
  {
    ...on(endpoints.accounts.signupDetails),
    request: async (ctx) => ({
      payload: { session_token: await flowAtDetails(ctx), ...EMPLOYER_DETAILS },
    }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.accounts.login),
    target: "A's credentials",
    request: ({ world }) => ({
      payload: { email: world.emailA, password: PASSWORD },
    }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.accounts.refresh),
    target: "the actor's own refresh cookie",
    request: fixed(),
    expect: { ...everyone(200), visitor: 401 },
  },
  { ...on(endpoints.accounts.logout), request: fixed(), expect: everyone(200) },
  {
    ...on(endpoints.accounts.resetRequest),
    target: "A's email",
    request: ({ world }) => ({ payload: { email: world.emailA } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.accounts.resetConfirm),
    target: "A's mailed token",
    request: async (ctx) => ({
      payload: { token: await resetToken(ctx), new_password: 'BrandNewSecret42' },
    }),
    expect: everyone(200),
  },

  // Any signed-in user: the archive of their own data (which holds nothing of another account:
  // test/accounts/account-export.test.ts).
  {
    ...on(endpoints.accounts.accountExport),
    request: fixed(),
    expect: signedIn(200),
  },

  // Student: their own data only.
  {
    ...on(endpoints.accounts.studentEmail),
    request: fixed(),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.accounts.studentProfile),
    request: fixed(),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.accounts.updateStudentProfile),
    request: fixed({
      payload: {
        university: 'UNSW',
        degree: 'BSc',
        about: 'Edited by the matrix.',
        experience: '',
        other_qualifications: '',
        qualifications: ['RSA'],
      },
    }),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.applications.studentApplications),
    request: fixed({ query: { limit: '5' } }),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.applications.appliedListing),
    target: "A's application to X's listing",
    request: ({ world }) => ({ params: { id: world.applicationAX.id } }),
    expect: students(200, 404),
  },
  {
    ...on(endpoints.applications.withdrawApplication),
    target: "A's application to X's listing",
    request: ({ world }) => ({ params: { id: world.applicationAX.id } }),
    expect: students(200, 404),
  },
  {
    ...on(endpoints.applications.answerInterview),
    target: "A's application to X's listing, at interview",
    request: async ({ app, clock, world }) => {
      const startsAt = new Date(clock.now().getTime() + DAY_MS);
      await app.db
        .update(applications)
        .set({ status: 'interview' })
        .where(eq(applications.id, world.applicationAX.id));
      await app.db.insert(interviewSlots).values({
        applicationId: world.applicationAX.id,
        startsAt,
        location: 'Cafe',
        createdAt: clock.now(),
      });
      return {
        params: { id: world.applicationAX.id },
        payload: { slot: startsAt.toISOString() },
      };
    },
    expect: students(200, 404),
  },
  {
    ...on(endpoints.applications.answerOffer),
    target: "A's application to X's listing, offered",
    request: async ({ app, clock, world }) => {
      await app.db
        .update(applications)
        .set({
          status: 'offered',
          offerStartDate: TOMORROW,
          offerHoursPerWeek: 10,
          offeredAt: clock.now(),
        })
        .where(eq(applications.id, world.applicationAX.id));
      return { params: { id: world.applicationAX.id }, payload: { accept: true } };
    },
    expect: students(200, 404),
  },
  {
    ...on(endpoints.moderation.reportJob),
    target: "X's listing",
    request: ({ world }) => ({
      params: { id: world.listingX.id },
      payload: { reason: 'scam', details: 'Asked me for my bank details.' },
    }),
    expect: students(201, 201),
  },
  {
    ...on(endpoints.applications.apply),
    target: "Y's open listing",
    request: ({ world }) => ({
      payload: {
        job_id: world.openListingY.id,
        questions: [],
        answers: [],
        resume_filename: 'My CV.pdf',
        preferred_email: 'me@uni.example.edu',
        phone_number: null,
        anything_else_answer: null,
      },
    }),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.applications.cancelApplication),
    target: "A's pending application to Y's listing",
    request: ({ world }) => ({ params: { application_id: world.pendingAY.id } }),
    expect: students(200, 404),
  },
  {
    ...on(endpoints.applications.confirmUpload),
    target: "A's pending application to Y's listing, its resume not uploaded",
    request: ({ world }) => ({ params: { application_id: world.pendingAY.id } }),
    expect: students(409, 404),
  },
  // The saved resume: each student's own. A has one, and an upload not yet arrived.
  {
    ...on(endpoints.applications.apply),
    target: "Y's open listing, with the actor's saved resume (B has none)",
    request: ({ world }) => ({
      payload: {
        job_id: world.openListingY.id,
        questions: [],
        answers: [],
        use_saved_resume: true,
        preferred_email: 'me@uni.example.edu',
        phone_number: null,
        anything_else_answer: null,
      },
    }),
    expect: students(200, 409),
  },
  {
    ...on(endpoints.applications.savedResume),
    request: fixed(),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.applications.startSavedResumeUpload),
    request: fixed({ payload: { resume_filename: 'My CV.pdf' } }),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.applications.confirmSavedResumeUpload),
    target: "A's upload, not arrived; B has none",
    request: fixed(),
    expect: students(409, 404),
  },
  {
    ...on(endpoints.applications.saveResumeFromApplication),
    target: "A's application to X's listing",
    request: ({ world }) => ({ params: { application_id: world.applicationAX.id } }),
    expect: students(200, 404),
  },
  {
    ...on(endpoints.applications.deleteSavedResume),
    request: fixed(),
    expect: students(200, 200),
  },
  // Saved jobs and job alerts: a student's own only; another's alert is not found.
  {
    ...on(endpoints.savedJobs.ids),
    request: fixed(),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.savedJobs.list),
    request: fixed({ query: { limit: '5' } }),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.savedJobs.save),
    target: "X's listing",
    request: ({ world }) => ({ params: { id: world.listingX.id } }),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.savedJobs.unsave),
    target: "X's listing, saved by A (B removes only their own)",
    request: ({ world }) => ({ params: { id: world.savedByA.listingId } }),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.alerts.studentAlerts),
    request: fixed(),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.alerts.createAlert),
    request: fixed({
      payload: {
        search: { category_code: 'HOSP', q: 'barista', place: null, min_hourly_cents: null },
        frequency: 'instant',
      },
    }),
    expect: students(201, 201),
  },
  {
    ...on(endpoints.alerts.updateAlert),
    target: "A's alert",
    request: ({ world }) => ({ params: { id: world.alertA.id }, payload: { paused: true } }),
    expect: students(200, 404),
  },
  {
    ...on(endpoints.alerts.deleteAlert),
    target: "A's alert",
    request: ({ world }) => ({ params: { id: world.alertA.id } }),
    expect: students(200, 404),
  },
  // Student verification: a student's own only.
  {
    ...on(endpoints.accounts.requestVerification),
    target: 'a new UNSW student address',
    request: () => ({ payload: { email: uniqueEmail('z').replace(/@.*$/, '@ad.unsw.edu.au') } }),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.accounts.confirmVerification),
    target: 'no code asked for',
    request: fixed({ payload: { code: '123456' } }),
    expect: students(400, 400),
  },
  {
    ...on(endpoints.accounts.removeVerification),
    request: fixed(),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.applications.deleteStudentAccount),
    target: "the actor's own account",
    request: fixed(),
    expect: students(200, 200),
  },

  // Employer: their own profile, listings and the applications to them.
  {
    ...on(endpoints.accounts.employerProfile),
    request: fixed(),
    expect: employers(200, 200),
  },
  {
    ...on(endpoints.listings.updateBusinessProfile),
    request: fixed({
      payload: {
        business_name: 'Renamed by the matrix',
        description: 'Edited.',
      },
    }),
    expect: employers(200, 200),
  },
  {
    ...on(endpoints.listings.employerListings),
    request: fixed({ query: { limit: '5' } }),
    expect: employers(200, 200),
  },
  {
    ...on(endpoints.listings.createListing),
    request: fixed({
      payload: {
        title: 'Weekend Barista',
        category_code: 'HOSP',
        short_preview: 'Coffee on weekends',
        description: 'Make coffee for our Saturday crowd.',
        location: 'Newtown NSW 2042',
        latitude: -33.8978,
        longitude: 151.1795,
        expiry_date: TOMORROW,
        max_applications: 5,
        questions: [{ text: 'Why us?' }],
        pay: TEST_PAY,
      },
    }),
    expect: employers(201, 201),
  },
  {
    ...on(endpoints.listings.employerListing),
    target: "X's listing",
    request: ({ world }) => ({ params: { id: world.listingX.id } }),
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.listings.editListing),
    target: "X's listing",
    request: ({ world }) => ({
      params: { id: world.listingX.id },
      payload: {
        title: 'Weekend Barista',
        category_code: 'HOSP',
        short_preview: 'Coffee on weekends',
        description: 'Make coffee for our Saturday crowd.',
        location: 'Newtown NSW 2042',
        latitude: -33.8978,
        longitude: 151.1795,
        expiry_date: TOMORROW,
        max_applications: 5,
        questions: [{ text: 'Why us?' }],
        pay: TEST_PAY,
        version: 1,
      },
    }),
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.listings.closeListing),
    target: "X's listing",
    request: ({ world }) => ({
      params: { id: world.listingX.id },
      payload: { outcome: 'cancelled' },
    }),
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.listings.deleteListing),
    target: "X's listing",
    request: ({ world }) => ({ params: { id: world.listingX.id } }),
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.applications.listingApplications),
    target: "X's listing",
    request: ({ world }) => ({ params: { id: world.listingX.id } }),
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.applications.employerApplication),
    target: "A's application to X's listing",
    request: ({ world }) => ({ params: { id: world.applicationAX.id } }),
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.applications.setApplicationStatus),
    target: "A's application to X's listing",
    request: ({ world }) => ({
      params: { id: world.applicationAX.id },
      payload: { new_status: 'seen' },
    }),
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.applications.inviteToInterview),
    target: "A's application to X's listing, shortlisted",
    request: async ({ app, clock, world }) => {
      await app.db
        .update(applications)
        .set({ status: 'shortlisted' })
        .where(eq(applications.id, world.applicationAX.id));
      return {
        params: { id: world.applicationAX.id },
        payload: { slots: [new Date(clock.now().getTime() + DAY_MS).toISOString()], where: 'Cafe' },
      };
    },
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.applications.makeOffer),
    target: "A's application to X's listing, shortlisted",
    request: async ({ app, world }) => {
      await app.db
        .update(applications)
        .set({ status: 'shortlisted' })
        .where(eq(applications.id, world.applicationAX.id));
      return {
        params: { id: world.applicationAX.id },
        payload: { start_date: TOMORROW, hours_per_week: 10 },
      };
    },
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.applications.applicationResume),
    target: "A's application to X's listing",
    request: ({ world }) => ({ params: { id: world.applicationAX.id } }),
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.applications.deleteEmployerAccount),
    target: "the actor's own account",
    request: fixed(),
    expect: employers(200, 200),
  },

  // Job alerts by email: anyone may ask (the address must confirm by the mailed link); the
  // signed links are the capability, each for its own purpose.
  {
    ...on(endpoints.alerts.subscribe),
    target: 'a new address',
    request: () => ({
      payload: {
        email: uniqueEmail('alert'),
        search: { category_code: null, q: 'barista', place: null, min_hourly_cents: null },
        frequency: 'daily',
      },
    }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.alerts.describe),
    target: "the signed link of A's alert mail",
    request: ({ world }) => ({ query: { token: world.alertA.token } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.alerts.describe),
    target: 'the signed confirm link of an alert saved by email',
    request: ({ world }) => ({ query: { token: world.alertByEmail.confirmToken } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.alerts.describe),
    target: "A's alert link, signature tampered",
    request: ({ world }) => ({ query: { token: `${world.alertA.token.slice(0, -4)}AAAA` } }),
    expect: everyone(400),
  },
  {
    ...on(endpoints.alerts.confirm),
    target: 'the signed confirm link of an alert saved by email',
    request: ({ world }) => ({ query: { token: world.alertByEmail.confirmToken } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.alerts.confirm),
    target: 'same link, signature tampered',
    request: ({ world }) => ({
      query: { token: `${world.alertByEmail.confirmToken.slice(0, -4)}AAAA` },
    }),
    expect: everyone(400),
  },
  {
    ...on(endpoints.alerts.confirm),
    target: "the unsubscribe link of A's alert",
    request: ({ world }) => ({ query: { token: world.alertA.token } }),
    expect: everyone(400),
  },
  {
    ...on(endpoints.alerts.unsubscribe),
    target: 'the confirm link of an alert saved by email',
    request: ({ world }) => ({ query: { token: world.alertByEmail.confirmToken } }),
    expect: everyone(400),
  },
  // Local resume storage: no session at all; the signed form or link is the capability.
  {
    ...on(endpoints.alerts.unsubscribe),
    target: "the signed link of A's alert mail",
    request: ({ world }) => ({ query: { token: world.alertA.token } }),
    expect: everyone(200),
  },
  {
    ...on(endpoints.alerts.unsubscribe),
    target: 'same link, signature tampered',
    request: ({ world }) => ({ query: { token: `${world.alertA.token.slice(0, -4)}AAAA` } }),
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/storage/upload',
    target: "signed form for A's pending resume",
    request: (ctx) => resumeUpload(ctx),
    expect: everyone(204),
  },
  {
    method: 'POST',
    route: '/storage/upload',
    target: 'same form, signature tampered',
    request: (ctx) => resumeUpload(ctx, true),
    expect: everyone(403),
  },
  {
    method: 'GET',
    route: '/storage/download',
    target: "signed link to A's resume",
    request: (ctx) => resumeDownload(ctx),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/storage/download',
    target: 'same link, signature tampered',
    request: (ctx) => resumeDownload(ctx, true),
    expect: everyone(403),
  },
  // The thread of an application: its student and its listing's employer only.
  {
    ...on(endpoints.applications.studentThread),
    target: "A's application to X's listing, with X's message",
    request: onThreadOfAX(true),
    expect: students(200, 404),
  },
  {
    ...on(endpoints.applications.employerThread),
    target: "A's application to X's listing, with X's message",
    request: onThreadOfAX(true),
    expect: employers(200, 404),
  },
  {
    ...on(endpoints.applications.studentSendMessage),
    target: "A's application to X's listing, with X's message",
    request: onThreadOfAX(true, { body: 'Yes, Monday suits.' }),
    expect: students(201, 404),
  },
  {
    ...on(endpoints.applications.employerSendMessage),
    target: "A's application to X's listing, shortlisted",
    request: onThreadOfAX(false, { body: 'Are you free Monday?' }),
    expect: employers(201, 404),
  },
  {
    ...on(endpoints.applications.reportMessage),
    target: "X's message in A's application",
    request: async (ctx) => {
      const messageId = await threadOfAX(ctx, true);
      return {
        params: { id: ctx.world.applicationAX.id, message_id: messageId ?? '' },
        payload: { reason: 'Asks me to pay for a uniform.' },
      };
    },
    expect: students(200, 404),
  },
  {
    ...on(endpoints.applications.studentUnreadMessages),
    request: fixed(),
    expect: students(200, 200),
  },
  {
    ...on(endpoints.applications.employerUnreadMessages),
    request: fixed(),
    expect: employers(200, 200),
  },
  // The moderators' calls: a moderator only.
  { ...on(endpoints.applications.moderatorMessages), request: fixed(), expect: moderators(200) },
  { ...on(endpoints.moderation.counts), request: fixed(), expect: moderators(200) },
  {
    ...on(endpoints.applications.moderatorDealtWithMessages),
    request: fixed(),
    expect: moderators(200),
  },
  {
    ...on(endpoints.applications.moderatorMessageDecision),
    target: "X's flagged message in A's application, dismissed",
    request: async (ctx) => {
      const messageId = (await threadOfAX(ctx, true)) ?? '';
      await ctx.app.db
        .update(applicationMessages)
        .set({ scamSignals: ['upfront_fee'] })
        .where(eq(applicationMessages.id, messageId));
      return { params: { id: messageId }, payload: { outcome: 'dismissed' } };
    },
    expect: moderators(200),
  },
  {
    ...on(endpoints.moderation.queue),
    request: fixed({ query: { status: 'pending' } }),
    expect: moderators(200),
  },
  {
    ...on(endpoints.moderation.listing),
    target: "X's listing",
    request: ({ world }) => ({ params: { id: world.listingX.id } }),
    expect: moderators(200),
  },
  {
    ...on(endpoints.moderation.decide),
    target: "X's listing, removed",
    request: ({ world }) => ({
      params: { id: world.listingX.id },
      payload: { decision: 'remove', reason: 'Asks applicants for their bank details.' },
    }),
    expect: moderators(200),
  },
  {
    ...on(endpoints.moderation.reinstateEmployer),
    target: 'employer X, whose posting is not paused',
    request: ({ world }) => ({
      params: { id: world.ids.employerX },
      payload: { reason: 'Reviewed the account.' },
    }),
    expect: moderators(409),
  },
  {
    ...on(endpoints.moderation.reviewRequests),
    request: fixed({}),
    expect: moderators(200),
  },
  {
    ...on(endpoints.moderation.answerReviewRequest),
    target: 'a request that does not exist',
    request: fixed({
      params: { id: '00000000-0000-4000-8000-00000000abcd' },
      payload: { reason: 'Looked at it.' },
    }),
    expect: moderators(404),
  },
  // What our checks hold back of an employer's, and their request for a person to look.
  {
    ...on(endpoints.moderation.reviewStatus),
    request: fixed({}),
    expect: employers(200, 200),
  },
  {
    ...on(endpoints.moderation.requestReview),
    target: "X's listing, which is live, not held",
    request: ({ world }) => ({
      payload: { listing_id: world.listingX.id, message: 'Please look again.' },
    }),
    expect: employers(409, 404),
  },
];

/** Fastify answers HEAD for every GET route with the same handler and guards. */
const headTwins = rows
  .filter((row) => row.method === 'GET')
  .map((row): MatrixRow => ({ ...row, method: 'HEAD' }));

export const MATRIX: readonly MatrixRow[] = [...rows, ...headTwins];

/**
 * Registered routes the matrix leaves out, each with its reason. Prefix matches.
 */
export const EXCLUDED_ROUTES: readonly { prefix: string; reason: string }[] = [
  {
    prefix: '/docs',
    reason: 'Swagger UI and the OpenAPI document (@fastify/swagger-ui): static docs, no data',
  },
];
