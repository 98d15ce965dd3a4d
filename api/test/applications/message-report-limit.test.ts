// Reports of employers' messages count against the same per-network daily budget as reports of
// listings: accounts cost nothing, so many students on one address cannot flood the moderators'
// queue with reports, while a student elsewhere still reports.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadMessage } from 'api-contract';
import { DAY_MS } from '../../src/plugins/time/clock';
import { build, engines } from '../helper';
import { applicationAt, postAs } from './pipeline-fixtures';

describe.each(engines)('reports of messages from one network (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build(engine, { rateLimits: { report: { ip: { max: 2, windowMs: DAY_MS } } } });
  });
  afterAll(() => app.close());

  /** A thread where the employer wrote; the student's report of that message, from an address. */
  async function reportFrom(remoteAddress: string) {
    const { id, employer, student } = await applicationAt(app, 'shortlisted');
    const sent = threadMessage.parse(
      (
        await postAs(app, employer.cookie, `/employer/applications/${id}/messages`, {
          body: 'Bring your passport.',
        })
      ).json(),
    );
    return app.inject({
      method: 'POST',
      url: `/student/applications/${id}/messages/${sent.id}/report`,
      remoteAddress,
      headers: { cookie: student.cookie },
      payload: { reason: 'He asks for my passport.' },
    });
  }

  it('stops the third report from one network within a day, not a report from another', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await reportFrom('203.0.113.9')).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect((await reportFrom('198.51.100.30')).statusCode).toBe(200);
  });
});
