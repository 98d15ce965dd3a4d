import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../auth-helpers';
import { build, engines } from '../helper';

describe.each(engines)('mail through a real SMTP server (%s)', (engine) => {
  let app: FastifyInstance;
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    app = await build(engine, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the sign-up code with text and html parts; the code verifies', async () => {
    const email = 'smtp.student@uni.example.edu';
    const started = await post(app, '/auth/signup/email', { email });
    expect(started.statusCode).toBe(200);
    const token = started.json<{ session_token: string }>().session_token;

    const mail = received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === email);
    expect(mail?.subject).toBe('Your Student Gigs verification code');
    expect(mail?.from?.text).toContain('Student Gigs');
    expect(typeof mail?.html).toBe('string');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(code);

    const verified = await post(app, '/auth/signup/verify', { session_token: token, code });
    expect(verified.statusCode).toBe(200);
  });
});
