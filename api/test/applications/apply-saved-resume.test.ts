// Applying with the saved resume: submitted at once, with no upload, and with a copy of
// the file, so replacing or deleting the saved resume never changes what the employer has; and
// "Also save it to my profile" after applying with a new file.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  applyOutcome,
  applyResponse,
  BOTH_RESUMES_MESSAGE,
  endpointPath,
  endpoints,
  savedResumeMessages,
  validationMessages,
} from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMessages } from '../../src/applications/messages';
import { applications, resumes } from '../../src/db/schema';
import { relaxedRateLimits } from '../access/rate-limits';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing, createStudent, sessionCookie } from '../listings/fixtures';
import { pdfOfSize, SAMPLE_DOCX, SAMPLE_PDF, tempDataDir, upload } from '../upload-helpers';
import { applicationsCount, createApplication } from './fixtures';
import { call, saveResume, savedResumeOf } from './saved-resume-fixtures';

describe.each(engines)('applying with the saved resume (%s)', (engine) => {
  let app: FastifyInstance;
  let employerId: string;
  let employerCookie: string;
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  const dataDir = tempDataDir();

  beforeAll(async () => {
    app = await build(engine, {
      clock: clock.now,
      mailer,
      env: { DATA_DIR: dataDir },
      rateLimits: relaxedRateLimits,
    });
    employerId = await createEmployer(app.db);
    employerCookie = await sessionCookie(app, employerId);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function student() {
    const { id, email } = await createStudent(app.db);
    return { id, email, cookie: await sessionCookie(app, id) };
  }

  const body = (jobId: string, resume: object = { use_saved_resume: true }) => ({
    job_id: jobId,
    questions: [],
    answers: [],
    preferred_email: 'me@uni.example.edu',
    phone_number: null,
    anything_else_answer: null,
    ...resume,
  });

  const apply = (cookie: string, payload: object) =>
    call(app, cookie, endpoints.applications.apply, payload);

  /** The bytes the employer's "Open resume" link serves for the application. */
  async function employerDownload(applicationId: string): Promise<Buffer> {
    const link = await app.inject({
      url: endpointPath(endpoints.applications.applicationResume, { id: applicationId }),
      headers: { cookie: employerCookie },
    });
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json<{ url: string }>();
    const download = await app.inject({ url: url.replace(/^\/api/, '') });
    expect(download.statusCode).toBe(200);
    return download.rawPayload;
  }

  /** Every application resume file on disk. */
  const applicationFiles = () => {
    const dir = path.join(dataDir, 'resumes');
    if (!existsSync(dir)) return [];
    return readdirSync(dir).flatMap((id) => readdirSync(path.join(dir, id)));
  };

  it('submits at once with a copy that later changes of the saved resume never touch', async () => {
    const me = await student();
    const original = pdfOfSize(3_000);
    await saveResume(app, me.cookie, original, 'Sam Lee CV.pdf');
    const listing = await createListing(app.db, { employerId });

    const applied = await apply(me.cookie, body(listing.id));
    expect(applied.statusCode, applied.body).toBe(200);
    const answer = applyOutcome.parse(applied.json());
    // Nothing to upload: no form in the answer.
    expect(Object.keys(answer).sort()).toEqual(['application_id', 'submitted']);
    expect(answer).toMatchObject({ submitted: true });
    const { application_id: id } = answer;

    const [resume] = await app.db.select().from(resumes).where(eq(resumes.applicationId, id));
    expect(resume).toMatchObject({
      fileName: 'Sam Lee CV.pdf',
      sizeBytes: original.length,
      contentType: 'application/pdf',
      storedAt: clock.now(),
    });
    expect(resume?.storageKey).toMatch(new RegExp(`^resumes/${id}/`));
    expect(await applicationsCount(app, listing.id)).toBe(1);

    // The employer has it now, and the student sees it in their list.
    const review = await app.inject({
      url: endpointPath(endpoints.applications.listingApplications, { id: listing.id }),
      headers: { cookie: employerCookie },
    });
    expect(review.body).toContain(id);
    const mine = await call(app, me.cookie, endpoints.applications.studentApplications);
    expect(mine.body).toContain(id);
    expect((await employerDownload(id)).equals(original)).toBe(true);

    // Replacing the saved resume, then deleting it, leaves the application's file as it was.
    await saveResume(app, me.cookie, SAMPLE_DOCX, 'New CV.docx');
    expect((await employerDownload(id)).equals(original)).toBe(true);
    await call(app, me.cookie, endpoints.applications.deleteSavedResume);
    expect((await employerDownload(id)).equals(original)).toBe(true);

    // Nothing was pending, so nothing can be cancelled.
    const cancel = await app.inject({
      method: 'DELETE',
      url: endpointPath(endpoints.applications.cancelApplication, { application_id: id }),
      headers: { cookie: me.cookie },
    });
    expect(cancel.statusCode).toBe(409);
  });

  // Submitted at once, as a confirmed upload is: filling the listing tells its applicants.
  it('tells the applicants when it fills the listing', async () => {
    const first = await student();
    const me = await student();
    const listing = await createListing(app.db, { employerId, maxApplications: 2 });
    await createApplication(app, { listingId: listing.id, studentId: first.id });
    await saveResume(app, me.cookie, SAMPLE_PDF);
    expect((await apply(me.cookie, body(listing.id))).statusCode).toBe(200);
    for (const person of [first, me]) {
      const mails = await mailer.to(person.email);
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('has closed')]);
    }
  });

  it('says so clearly when there is no saved resume, and takes no slot', async () => {
    const me = await student();
    const listing = await createListing(app.db, { employerId });
    const refused = await apply(me.cookie, body(listing.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: savedResumeMessages.none });
    expect(await applicationsCount(app, listing.id)).toBe(0);
  });

  it('takes the saved resume or a file name, never both or neither', async () => {
    const me = await student();
    await saveResume(app, me.cookie, SAMPLE_PDF);
    const listing = await createListing(app.db, { employerId });
    const both = await apply(
      me.cookie,
      body(listing.id, { use_saved_resume: true, resume_filename: 'cv.pdf' }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json<{ detail: string }>().detail).toContain(BOTH_RESUMES_MESSAGE);
    const neither = await apply(me.cookie, body(listing.id, {}));
    expect(neither.statusCode).toBe(400);
    expect(neither.json<{ detail: string }>().detail).toContain(validationMessages.resumeMissing);
    // `false` is a new file, as without the flag.
    const upload = await apply(
      me.cookie,
      body(listing.id, { use_saved_resume: false, resume_filename: 'cv.pdf' }),
    );
    expect(upload.statusCode, upload.body).toBe(200);
    expect(applyResponse.parse(upload.json()).upload_url).toBe('/api/storage/upload');
  });

  it('copies nothing for a refused application', async () => {
    const me = await student();
    await saveResume(app, me.cookie, SAMPLE_PDF);
    const full = await createListing(app.db, { employerId, maxApplications: 1 });
    await createApplication(app, { listingId: full.id, studentId: (await student()).id });
    const files = applicationFiles().length;

    const refused = await apply(me.cookie, body(full.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: applyMessages.notTakingApplications });
    const unknown = await apply(me.cookie, body('00000000-0000-4000-8000-00000000dead'));
    expect(unknown.statusCode).toBe(404);
    expect(applicationFiles()).toHaveLength(files);

    // Applying twice to one job: the second copy goes again.
    const open = await createListing(app.db, { employerId });
    expect((await apply(me.cookie, body(open.id))).statusCode).toBe(200);
    const again = await apply(me.cookie, body(open.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: applyMessages.alreadyApplied });
    expect(applicationFiles()).toHaveLength(files + 1);
    expect(await app.db.$count(applications, eq(applications.listingId, open.id))).toBe(1);
  });

  it("saves an application's resume to the profile after applying with a new file", async () => {
    const me = await student();
    const other = await student();
    const listing = await createListing(app.db, { employerId });
    const applied = await apply(me.cookie, body(listing.id, { resume_filename: 'Fresh.docx' }));
    const form = applyResponse.parse(applied.json());
    const fromApplication = (cookie: string, applicationId: string) =>
      call(
        app,
        cookie,
        endpoints.applications.saveResumeFromApplication,
        undefined,
        endpointPath(endpoints.applications.saveResumeFromApplication, {
          application_id: applicationId,
        }),
      );

    // Not before its resume arrived; never another student's.
    const early = await fromApplication(me.cookie, form.application_id);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({ detail: applyMessages.applicationNotFound });
    await upload(app, form.upload_url, form.fields, { content: SAMPLE_DOCX });
    expect((await fromApplication(other.cookie, form.application_id)).statusCode).toBe(404);

    const saved = await fromApplication(me.cookie, form.application_id);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      file_name: 'Fresh.docx',
      size_bytes: SAMPLE_DOCX.length,
      uploaded_at: clock.now().toISOString(),
    };
    expect(saved.json()).toEqual(expected);
    expect(await savedResumeOf(app, me.cookie)).toEqual(expected);
    expect(await savedResumeOf(app, other.cookie)).toBeNull();

    // A copy: the next application with it is independent of the first one's file.
    const next = await createListing(app.db, { employerId });
    const withSaved = applyOutcome.parse((await apply(me.cookie, body(next.id))).json());
    expect((await employerDownload(withSaved.application_id)).equals(SAMPLE_DOCX)).toBe(true);
  });
});
