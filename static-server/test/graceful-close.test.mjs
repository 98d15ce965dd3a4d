import { Agent, createServer, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from '../src/index.mjs';

/**
 * A server whose every answer takes `delayMs`, and a client that keeps its connection alive, as
 * fetch and browsers do.
 * @param {number} delayMs
 */
async function slowServer(delayMs) {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end('ok'), delayMs);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  /** @returns {Promise<{ status: number | undefined, connection: string | undefined } | { error: string }>} */
  const get = () =>
    new Promise((resolve) => {
      request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode, connection: res.headers.connection }),
        );
      })
        .on('error', (error) => resolve({ error: /** @type {any} */ (error).code }))
        .end();
    });
  return { server, agent, get };
}

/** @param {number} ms */
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

describe('closeGracefully', () => {
  it('answers the request under way, then stops answering on its connection and closes', async () => {
    const { server, agent, get } = await slowServer(200);
    const underWay = get();
    await wait(50);
    let closed = false;
    const closing = closeGracefully(server, { graceMs: 10_000 }).then(() => (closed = true));
    expect(await underWay).toEqual({ status: 200, connection: 'keep-alive' });
    // The client asks again at once on the connection it was given, as a poll would.
    const next = await get();
    expect(next).not.toEqual({ status: 200, connection: 'keep-alive' });
    const after = await get();
    expect(after).toEqual({ error: 'ECONNREFUSED' });
    await closing;
    expect(closed).toBe(true);
    agent.destroy();
  });

  it('cuts a connection that is still busy when the grace period ends', async () => {
    const { server, agent, get } = await slowServer(60_000);
    const underWay = get();
    await wait(50);
    const started = Date.now();
    await closeGracefully(server, { graceMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await underWay).toEqual({ error: 'ECONNRESET' });
    agent.destroy();
  });

  it('closes at once when nothing is under way', async () => {
    const { server, agent, get } = await slowServer(0);
    expect(await get()).toEqual({ status: 200, connection: 'keep-alive' });
    const started = Date.now();
    await closeGracefully(server, { graceMs: 10_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });
});
