// Shared pieces of the auth tests: a mailer that keeps what it sends, a clock the test moves,
// and shortcuts through the sign-up flow.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { MailMessage, Mailer } from '../src/mail/mail-types';

/**
 * A transport that keeps what it is handed. Mail reaches it through the app's queue, so each read
 * first lets the app deliver what is queued (`app.mail.flush()`); build() attaches the app.
 */
export class CapturingMailer implements Mailer {
  /** What was handed over so far, without waiting for the queue. */
  readonly sent: MailMessage[] = [];
  private app: FastifyInstance | undefined;
  attach(app: FastifyInstance): void {
    this.app = app;
  }
  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }
  /** Every mail delivered once the queue has been worked through. */
  async delivered(): Promise<MailMessage[]> {
    await this.app?.mail.flush();
    return this.sent;
  }
  /** Mails delivered to `to`, oldest first. */
  async to(to: string): Promise<MailMessage[]> {
    return (await this.delivered()).filter((mail) => mail.to === to);
  }
  async last(to: string): Promise<MailMessage> {
    const mail = (await this.to(to)).at(-1);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  }
  /** The six-digit code of the latest mail to `to`. */
  async code(to: string): Promise<string> {
    const match = /\b(\d{6})\b/.exec((await this.last(to)).text);
    if (!match?.[1]) throw new Error(`no code in the last mail to ${to}`);
    return match[1];
  }
}

export class TestClock {
  private ms: number;
  constructor(start = '2026-03-02T09:00:00.000Z') {
    this.ms = Date.parse(start);
  }
  readonly now = () => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

let counter = 0;
/** A unique address per call, so tests sharing an app do not meet each other's accounts. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@uni.example.edu`;
}

let clients = 0;
/**
 * The header the site's proxy sends for a client, naming a new address each call (198.18.0.0/15,
 * set aside for tests): a person, or a bot of a botnet, per address. The API believes its loopback
 * peer's X-Forwarded-For.
 */
export function newClient(): { 'x-forwarded-for': string } {
  clients += 1;
  return { 'x-forwarded-for': `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}` };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload, headers });
}

/** `name=value` pairs of the response's Set-Cookie headers, for the next request's Cookie. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export const PASSWORD = 'CorrectHorse9!';

export const STUDENT_DETAILS = {
  role: 'student',
  student: {
    full_name: 'Ada Student',
    study: 'Bachelor of Computing',
    institution: 'University of Sydney',
    about: 'I like people.',
    experience: 'Barista, 2 years',
    quals: { RSA: true, FIRST_AID: true, WWCC: false },
    other_qualifications: 'Forklift (expired)',
  },
} as const;

export const EMPLOYER_DETAILS = {
  role: 'employer',
  employer: { business_name: 'Harbour Cafe', description: 'Coffee by the water.' },
} as const;

/** signup/email and verify; returns the session token (flow at the password stage). */
export async function verifiedFlow(app: FastifyInstance, mailer: CapturingMailer, email: string) {
  const started = await post(app, '/auth/signup/email', { email });
  expect(started.statusCode).toBe(200);
  const token = started.json<{ session_token: string }>().session_token;
  const verified = await post(app, '/auth/signup/verify', {
    session_token: token,
    code: await mailer.code(email),
  });
  expect(verified.statusCode).toBe(200);
  return token;
}

/** A whole sign-up; returns the details response (signed in, cookies set). */
export async function signUp(
  app: FastifyInstance,
  mailer: CapturingMailer,
  email: string,
  details: object = STUDENT_DETAILS,
) {
  const token = await verifiedFlow(app, mailer, email);
  const password = await post(app, '/auth/signup/password', {
    session_token: token,
    password: PASSWORD,
  });
  expect(password.statusCode).toBe(200);
  const done = await post(app, '/auth/signup/details', { session_token: token, ...details });
  expect(done.statusCode).toBe(200);
  return done;
}
