// A real listening server: an in-flight request finishes, later ones are refused, the db closes.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SHUTTING_DOWN_DETAIL } from '../../src/plugins/app/graceful-shutdown';
import { build, engines } from '../helper';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Sends raw HTTP/1.1 on one connection and collects everything until the server closes it. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const send = (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  return { send, ended };
}

describe.each(engines)('graceful shutdown (%s)', (engine) => {
  it('finishes in-flight requests, answers 503 during the drain, then closes', async () => {
    const entered = deferred();
    const release = deferred();
    const app: FastifyInstance = await build(engine, {
      extraRoutes: (instance) => {
        instance.get('/test/slow', async () => {
          entered.resolve();
          await release.promise;
          // The database must still be open while a request drains.
          await instance.db.execute(sql`select 1`);
          return { ok: true };
        });
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');

    const connection = rawConnection(address.port);
    connection.send('/test/slow');
    await entered.promise;

    const closed = app.beginShutdown();
    expect(app.closing).toBe(true);
    // A request arriving on the open connection during the drain.
    connection.send('/health');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A new connection once the server stopped listening.
    await expect(fetch(`http://127.0.0.1:${address.port}/health`)).rejects.toThrow();

    release.resolve();
    const received = await connection.ended;
    const responses = received.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(responses[0]).toContain('{"ok":true}');
    expect(responses[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(responses[1]).toContain(JSON.stringify({ detail: SHUTTING_DOWN_DETAIL }));

    await closed;
    expect(app.server.listening).toBe(false);
  });
});
