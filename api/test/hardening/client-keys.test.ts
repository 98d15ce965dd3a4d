// Per-client limits and the mail cap could be side-stepped by spelling the
// client or the mailbox differently: each IPv6 address of one /64, and victim+1@, v.ictim@gmail.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../src/plugins/time/clock';
import { mailboxOf } from '../../src/plugins/rate-limit/mailbox';
import { clientKey } from '../../src/plugins/rate-limit/client-key';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, engines } from '../helper';

describe('whom a limit counts', () => {
  it('counts IPv6 clients by /64, and IPv4 (mapped or not) by address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(clientKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts one mailbox however it is spelt', () => {
    expect(mailboxOf(' Victim+News@Example.com ')).toBe('victim@example.com');
    expect(mailboxOf('v.i.c.t.i.m+1@gmail.com')).toBe('victim@gmail.com');
    expect(mailboxOf('Victim@GoogleMail.com')).toBe('victim@gmail.com');
    // Dots matter elsewhere: jo.smith@ and josmith@ are two people at most hosts.
    expect(mailboxOf('jo.smith@example.com')).toBe('jo.smith@example.com');
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
  });
});

describe.each(engines)('limits that spelling no longer side-steps (%s)', (engine) => {
  let app: FastifyInstance;
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  beforeAll(async () => {
    app = await build(engine, {
      mailer,
      clock: clock.now,
      rateLimits: {
        resetRequest: { ip: { max: 3, windowMs: 15 * MINUTE_MS } },
        mail: { account: { max: 2, windowMs: DAY_MS } },
        resetMail: { account: { max: 2, windowMs: DAY_MS } },
      },
    });
  });
  afterAll(() => app.close());

  const reset = (email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/reset/request',
      payload: { email },
      remoteAddress,
    });

  it('limits a whole IPv6 /64 as one client, and another /64 apart', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      statuses.push((await reset(`someone${i}@example.com`, `2001:db8:77:1::${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await reset('someone5@example.com', '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it("caps the mail to one mailbox across its +tags and Gmail's dots", async () => {
    const spellings = (name: string) => [
      `${name}+1@gmail.com`,
      `${name.slice(0, 1)}.${name.slice(1)}+2@gmail.com`,
      `${name.slice(0, 3)}.${name.slice(3)}@googlemail.com`,
    ];
    // Reset links, and the mail others trigger (sign-up codes): each capped per mailbox.
    const resets: number[] = [];
    for (const [i, email] of spellings('victim').entries()) {
      resets.push((await reset(email, `198.51.100.${i + 1}`)).statusCode);
    }
    expect(resets).toEqual([200, 200, 429]);
    const signups: number[] = [];
    for (const [i, email] of spellings('target').entries()) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/signup/email',
        payload: { email },
        remoteAddress: `198.51.100.${i + 11}`,
      });
      signups.push(response.statusCode);
    }
    expect(signups).toEqual([200, 200, 429]);
  });
});
