// The calls a browser makes, over real HTTP: sign-up with the code from the dev outbox, login,
// posting a listing, and applying with the resume upload to the presigned POST.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { outboxDir } from '../../src/mail/outbox-mailer';
import { EMPLOYER_DETAILS, PASSWORD, STUDENT_DETAILS } from '../auth-helpers';
import { multipartBody, pdfOfSize } from '../upload-helpers';
import { TEST_PAY } from '../listings/fixtures';

// A request the killed server never answers fails at once; this only guards a hung server.
const REQUEST_TIMEOUT_MS = 30_000;

export interface Reply {
  status: number;
  body: unknown;
  cookie: string;
}

/** Thrown for a non-2xx answer, so callers can tell refusals from lost connections. */
export class StatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
  }
}

export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { json?: object; cookie?: string; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: Buffer | string | undefined = options.body;
  if (options.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text so an HTML or stack-trace answer shows in the failure.
  }
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .join('; ');
  return { status: response.status, body: parsed, cookie };
}

async function ok(reply: Promise<Reply>, what: string): Promise<Reply> {
  const result = await reply;
  if (result.status < 200 || result.status > 299) {
    throw new StatusError(result.status, result.body, what);
  }
  return result;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : '';
}

const text = (body: unknown, name: string) => String(field(body, name));

// The six-digit code of the newest outbox mail to `email`; the mail queue writes the file just
// after the 200, hence the polling.
async function mailedCode(dataDir: string, email: string): Promise<string> {
  const dir = outboxDir(dataDir);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith(`-${email}.json`));
    const newest = names.sort().at(-1);
    if (newest) {
      const mail = JSON.parse(await readFile(path.join(dir, newest), 'utf8')) as { text: string };
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (code) return code;
    }
    await sleep(100);
  }
  throw new Error(`no sign-up code mailed to ${email}`);
}

export interface Account {
  email: string;
  userId: string;
  role: 'student' | 'employer';
  cookie: string;
}

/** The four sign-up steps; resolves once /auth/signup/details answered 200 (account created). */
/**
 * Signs up through every step. `clientAddress`: the person's own address, as the site's proxy
 * forwards it (the API believes its loopback peer); people signing up at once from one address
 * share its small part of the password-hashing queue.
 */
export async function signUp(
  baseUrl: string,
  dataDir: string,
  email: string,
  role: Account['role'],
  clientAddress?: string,
): Promise<Account> {
  const headers: Record<string, string> = clientAddress ? { 'x-forwarded-for': clientAddress } : {};
  const started = await ok(
    call(baseUrl, 'POST', '/auth/signup/email', { json: { email }, headers }),
    'email',
  );
  const token = text(started.body, 'session_token');
  const code = await mailedCode(dataDir, email);
  await ok(
    call(baseUrl, 'POST', '/auth/signup/verify', {
      json: { session_token: token, code },
      headers,
    }),
    'verify',
  );
  await ok(
    call(baseUrl, 'POST', '/auth/signup/password', {
      json: { session_token: token, password: PASSWORD },
      headers,
    }),
    'password',
  );
  const details = role === 'student' ? STUDENT_DETAILS : EMPLOYER_DETAILS;
  const done = await ok(
    call(baseUrl, 'POST', '/auth/signup/details', {
      json: { session_token: token, ...details },
      headers,
    }),
    'details',
  );
  return { email, role, userId: text(done.body, 'user_id'), cookie: done.cookie };
}

export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const reply = await ok(
    call(baseUrl, 'POST', '/auth/login', { json: { email, password } }),
    'login',
  );
  return reply.cookie;
}

export interface Job {
  id: string;
  questionIds: string[];
  submittedCount: number;
  maxApplications: number;
}

export async function jobPage(baseUrl: string, id: string): Promise<Job> {
  const reply = await ok(call(baseUrl, 'GET', `/student/jobs/${id}`), 'job page');
  return {
    id,
    questionIds: field(reply.body, 'question_ids') as string[],
    submittedCount: Number(field(reply.body, 'submitted_count')),
    maxApplications: Number(field(reply.body, 'max_applications')),
  };
}

export async function postListing(
  baseUrl: string,
  employerCookie: string,
  listing: { title: string; maxApplications: number; questions: string[] },
): Promise<Job> {
  const created = await ok(
    call(baseUrl, 'POST', '/employer/listings', {
      cookie: employerCookie,
      json: {
        title: listing.title,
        category_code: 'HOSP',
        short_preview: 'Weekend shifts',
        description: 'Serve coffee and smile.',
        location: 'Newtown NSW',
        latitude: -33.8977,
        longitude: 151.1794,
        // Far enough ahead that the market's "today" never passes it during a run.
        expiry_date: '2099-12-31',
        max_applications: listing.maxApplications,
        questions: listing.questions.map((question) => ({ text: question })),
        pay: TEST_PAY,
      },
    }),
    'post listing',
  );
  return jobPage(baseUrl, text(created.body, 'id'));
}

export interface Applied {
  applicationId: string;
  uploadUrl: string;
  fields: Record<string, string>;
}

export async function apply(baseUrl: string, cookie: string, job: Job): Promise<Applied> {
  const reply = await ok(
    call(baseUrl, 'POST', '/student/jobs/apply', {
      cookie,
      json: {
        job_id: job.id,
        questions: job.questionIds,
        answers: job.questionIds.map((_, i) => `Answer ${i + 1}`),
        resume_filename: 'My CV.pdf',
        preferred_email: 'me@uni.example.edu',
        phone_number: null,
        anything_else_answer: null,
      },
    }),
    'apply',
  );
  return {
    applicationId: text(reply.body, 'application_id'),
    uploadUrl: text(reply.body, 'upload_url'),
    fields: field(reply.body, 'fields') as Record<string, string>,
  };
}

/** The resume POST as the browser sends it; the site's /api prefix dropped (direct to the API). */
export async function uploadResume(baseUrl: string, applied: Applied, size: number): Promise<void> {
  const { payload, headers } = multipartBody(applied.fields, { content: pdfOfSize(size) });
  await ok(
    call(baseUrl, 'POST', applied.uploadUrl.replace(/^\/api/, ''), { body: payload, headers }),
    'upload',
  );
}
