import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/logger';
import { outboxDir } from '../../src/mail/outbox-mailer';
import {
  cookieHeader,
  cookieValue,
  PASSWORD,
  post,
  STUDENT_DETAILS,
  uniqueEmail,
} from '../auth-helpers';
import { build, engines, testConfig } from '../helper';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

describe.each(engines)('logs and the dev outbox (%s)', (engine) => {
  let app: FastifyInstance;
  let logs = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sg-outbox-'));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs += chunk.toString();
      callback();
    },
  });
  beforeAll(async () => {
    app = await build(engine, {
      env: { DATA_DIR: dataDir },
      logger: { ...(loggerOptions(testConfig({ LOG_LEVEL: 'trace' })) as object), stream },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The outbox files to `to`, once the queue has delivered what it holds. */
  async function outbox(to: string): Promise<OutboxMail[]> {
    await app.mail.flush();
    const dir = outboxDir(dataDir);
    return readdirSync(dir)
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxMail)
      .filter((mail) => mail.to === to);
  }

  it('writes each mail to DATA_DIR/outbox and never logs a password, code or token', async () => {
    const email = uniqueEmail('logged');
    const secrets: string[] = [PASSWORD];
    const started = await post(app, '/auth/signup/email', { email });
    const sessionToken = started.json<{ session_token: string }>().session_token;
    secrets.push(sessionToken);
    const [codeMail] = await outbox(email);
    expect(codeMail?.subject).toContain('Student Gigs');
    expect(codeMail?.html).toContain('Student Gigs');
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    secrets.push(code);

    await post(app, '/auth/signup/verify', {
      session_token: sessionToken,
      code: code === '000000' ? '999999' : '000000',
    });
    await post(app, '/auth/signup/verify', { session_token: sessionToken, code });
    await post(app, '/auth/signup/password', { session_token: sessionToken, password: PASSWORD });
    const done = await post(app, '/auth/signup/details', {
      session_token: sessionToken,
      ...STUDENT_DETAILS,
    });
    expect(done.statusCode).toBe(200);
    for (const name of ['sg_access', 'sg_refresh'])
      secrets.push(cookieValue(done, name) ?? 'missing');
    await post(app, '/auth/login', { email, password: 'a wrong password' });
    const login = await post(app, '/auth/login', { email, password: PASSWORD });
    const refreshed = await post(app, '/auth/refresh', undefined, { cookie: cookieHeader(login) });
    secrets.push(cookieValue(refreshed, 'sg_refresh') ?? 'missing');
    await post(app, '/auth/logout', undefined, { cookie: cookieHeader(refreshed) });

    await post(app, '/auth/reset/request', { email });
    await app.afterReply.flush();
    await app.mail.flush();
    const resetMail = (await outbox(email)).find((mail) => mail.subject.includes('Reset'));
    const resetToken = decodeURIComponent(/token=([\w%-]+)/.exec(resetMail?.text ?? '')?.[1] ?? '');
    expect(resetToken).not.toBe('');
    secrets.push(resetToken);
    const newPassword = 'Another-Secret-77';
    secrets.push(newPassword);
    const reset = await post(app, '/auth/reset/confirm', {
      token: resetToken,
      new_password: newPassword,
    });
    expect(reset.statusCode).toBe(200);

    expect(logs).toContain('Dev outbox: mail written');
    expect(logs).toContain('/auth/signup/verify');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // A code is six digits; only a standalone occurrence (not inside a timestamp) would be it.
      expect(logs).not.toMatch(new RegExp(`(?<![\\d.])${escaped}(?![\\d.])`));
    }
  });

  it('logs a signed download link without its signature, and a mail without its recipient', async () => {
    const signature = 'ab'.repeat(32);
    const url = `/storage/download?key=resumes%2Fx.pdf&filename=cv.pdf&expires=1&signature=${signature}`;
    await app.inject({ method: 'GET', url });
    const s3Signature = 'cd'.repeat(32);
    await app.inject({
      method: 'GET',
      url: `/health?X-Amz-Signature=${s3Signature}&token=t0k3n-secret`,
    });
    expect(logs).toContain('/storage/download?key=resumes%2Fx.pdf');
    expect(logs).toContain('signature=[Redacted]');
    for (const secret of [signature, s3Signature, 't0k3n-secret'])
      expect(logs).not.toContain(secret);

    const email = uniqueEmail('recipient');
    await post(app, '/auth/signup/email', { email });
    expect(await outbox(email)).toHaveLength(1);
    const [local = ''] = email.split('@');
    expect(logs).not.toContain(local);
  });
});
