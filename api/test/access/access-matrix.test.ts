// Runs every cell of the access matrix (matrix.ts) on a fresh world (world.ts): the call as that
// actor must answer the expected status, and a refusal (4xx) must leave every table of the
// database exactly as it was.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { engines } from '../helper';
import { cellUrl, MATRIX, type Method, rowName } from './matrix';
import type { CellContext, CellRequest } from './requests';
import { useAccessApp } from './setup';
import { snapshotDatabase } from './snapshot';
import { ACTORS } from './world';

describe.each(engines)('access matrix (%s)', (engine) => {
  const suite = useAccessApp(engine);

  /** What a refusal must not touch: every table, the mails sent and the world's resume files. */
  async function refusalEvidence({ app, mailer, world }: CellContext) {
    const keys = [world.applicationAX.key, world.pendingAY.key, world.savedResumeA.key];
    // Periodic work first: a cell's builder may move the clock, making a task (the job-alert pass)
    // due, and the scheduler's own timer would then run it in the middle of the cell.
    await app.runScheduledTasks();
    // Mail next: delivering what was queued before the call settles its rows in the database.
    const mailsSent = (await mailer.delivered()).length;
    return {
      database: await snapshotDatabase(app.db),
      mailsSent,
      resumeFileSizes: await Promise.all(keys.map((key) => app.resumeStorage.stat(key))),
    };
  }

  async function send(
    app: FastifyInstance,
    method: Method,
    url: string,
    request: CellRequest,
    cookie: string | undefined,
  ) {
    const response = await app.inject({
      method,
      url,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    });
    // Work a call defers past its answer (a reset request's) belongs to that cell.
    await app.afterReply.flush();
    return response;
  }

  describe.each(MATRIX.map((row) => [rowName(row), row] as const))('%s', (_name, row) => {
    it.each(ACTORS.map((actor) => [actor, row.expect[actor]] as const))(
      'as %s → %i',
      async (actor, expected) => {
        const ctx = await suite.newCell();
        const { world } = ctx;
        // Built before the first snapshot: what a builder sets up is not the cell's change.
        const request = await row.request(ctx);
        const before = expected >= 400 ? await refusalEvidence(ctx) : undefined;
        const response = await send(
          ctx.app,
          row.method,
          cellUrl(row, request),
          request,
          world.cookies[actor],
        );
        expect(response.statusCode, response.body).toBe(expected);
        if (!before) return;
        // A refusal says why, in the contract's { detail } shape (HEAD answers carry no body).
        if (row.method !== 'HEAD') {
          expect(response.json<{ detail: unknown }>().detail).toEqual(expect.any(String));
        }
        const after = await refusalEvidence(ctx);
        expect(after).toEqual(before);
        suite.leftAs(after.database);
      },
    );
  });
});
