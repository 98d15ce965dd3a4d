// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiPool, type ApiPool } from './api-pool';

/** A stand-in API replica: /ready answers 200 while `healthy`, every other path names it. */
function replica(name: string) {
  const state = { healthy: true };
  const server = createServer((req, res) => {
    if (req.url === '/ready') res.writeHead(state.healthy ? 200 : 503).end();
    else res.writeHead(200, { 'Content-Type': 'text/plain' }).end(name);
  });
  return { name, state, server };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const open: { server: Server }[] = [];
const pools: ApiPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) pool.close();
  await Promise.all(
    open
      .splice(0)
      .map(({ server }) => new Promise((resolve) => server.close(resolve).closeAllConnections())),
  );
});

async function twoReplicas() {
  const a = replica('a');
  const b = replica('b');
  open.push(a, b);
  const urls = [await listen(a.server), await listen(b.server)];
  const pool = createApiPool(urls, { intervalMs: 60_000 });
  pools.push(pool);
  return { a, b, urls, pool };
}

describe('the API pool', () => {
  it('takes the replicas in turn', async () => {
    const { urls, pool } = await twoReplicas();
    expect([pool.next(), pool.next(), pool.next(), pool.next()]).toEqual([
      urls[0],
      urls[1],
      urls[0],
      urls[1],
    ]);
  });

  it('leaves out a replica whose health check fails, and takes it back once it passes', async () => {
    const { b, urls, pool } = await twoReplicas();
    b.state.healthy = false;
    await pool.check();
    expect(pool.healthy()).toEqual([urls[0]]);
    expect(new Set([pool.next(), pool.next(), pool.next()])).toEqual(new Set([urls[0]]));
    b.state.healthy = true;
    await pool.check();
    expect(new Set([pool.next(), pool.next()])).toEqual(new Set(urls));
  });

  it('leaves out a replica that refused a connection, until its health check passes', async () => {
    const { urls, pool } = await twoReplicas();
    pool.markDown(`${urls[1]}/api/whatever`);
    expect(new Set([pool.next(), pool.next()])).toEqual(new Set([urls[0]]));
    await pool.check();
    expect(pool.healthy()).toEqual(urls);
  });

  it('with no healthy replica still tries them all rather than none', async () => {
    const { a, b, urls, pool } = await twoReplicas();
    a.state.healthy = false;
    b.state.healthy = false;
    await pool.check();
    expect(new Set([pool.next(), pool.next()])).toEqual(new Set(urls));
  });
});

describe('one replica', () => {
  it('is never probed: it is the only place to send anything', async () => {
    let probes = 0;
    const pool = createApiPool(['http://127.0.0.1:9'], {
      intervalMs: 5,
      fetchImpl: () => {
        probes += 1;
        return Promise.resolve(new Response(null, { status: 200 }));
      },
    });
    pools.push(pool);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probes).toBe(0);
    expect(pool.next()).toBe('http://127.0.0.1:9');
  });
});
