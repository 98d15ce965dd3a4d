// Faults: SIGTERM while a resume upload is still streaming in. The upload completes with
// its 204 and is stored, a request arriving during the drain gets 503 with the documented
// detail, new connections are no longer accepted, and the process exits with code 0.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { SHUTTING_DOWN_DETAIL } from '../../src/plugins/app/graceful-shutdown';
import { engines } from '../helper';
import { multipartBody, pdfOfSize } from '../upload-helpers';
import { ApiProcess } from './api-process';
import { createFaultDatabase, type FaultDatabase } from './fault-database';
import { apply, postListing, signUp } from './marketplace-client';

const RESUME_BYTES = 300_000;

/** One raw HTTP/1.1 connection: write at our own pace, collect everything until it closes. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  return { socket, ended };
}

describe.each(engines)('SIGTERM during a slow upload (%s)', (engine) => {
  let database: FaultDatabase | undefined;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = await createFaultDatabase(engine);
  });
  afterAll(async () => {
    await api?.kill();
    await database?.dispose();
  });

  it('finishes the upload, answers 503 while draining and exits with 0', async () => {
    if (!database) throw new Error('no database');
    const { dataDir } = database;
    api = await ApiProcess.start({ ...database.env, LOG_LEVEL: 'error', SEED_DEMO: 'false' });
    const employer = await signUp(api.url, dataDir, 'slow.employer@example.com', 'employer');
    const student = await signUp(api.url, dataDir, 'slow.student@uni.example.edu', 'student');
    const job = await postListing(api.url, employer.cookie, {
      title: 'Slow upload',
      maxApplications: 5,
      questions: [],
    });
    const applied = await apply(api.url, student.cookie, job);

    const { payload, headers } = multipartBody(applied.fields, {
      content: pdfOfSize(RESUME_BYTES),
    });
    const connection = rawConnection(api.port);
    connection.socket.write(
      `POST /storage/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // The fields and the first part of the file arrive; the handler is now reading the stream.
    const half = Math.floor(payload.length / 2);
    connection.socket.write(payload.subarray(0, half));
    await sleep(500);

    api.signal('SIGTERM');
    await sleep(500);
    expect(api.alive).toBe(true);
    // The listener is closed during the drain: a new connection is refused outright.
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();

    // The rest of the file, slowly, then a request that arrives during the drain.
    for (let offset = half; offset < payload.length; offset += 32_768) {
      connection.socket.write(payload.subarray(offset, Math.min(offset + 32_768, payload.length)));
      await sleep(50);
    }
    connection.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');

    const responses = (await connection.ended).split(/(?=HTTP\/1\.1 )/);
    expect(responses, api.output).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 204/);
    expect(responses[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(responses[1]).toContain(JSON.stringify({ detail: SHUTTING_DOWN_DETAIL }));

    const exit = await api.exited;
    expect(exit, api.output).toEqual({ code: 0, signal: null });
    expect(api.output).not.toMatch(/\n\s+at /);

    // The acknowledged upload was committed before the database closed.
    const handle = await database.open();
    try {
      const rows = await queryRows<{ size_bytes: number; stored: boolean }>(
        handle.db,
        sql`select size_bytes, stored_at is not null as stored from resumes
            where application_id = ${applied.applicationId}`,
      );
      expect(rows).toEqual([{ size_bytes: RESUME_BYTES, stored: true }]);
    } finally {
      await handle.close();
    }
  }, 90_000);
});
