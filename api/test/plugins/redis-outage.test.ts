// The Redis rate-limit store when Redis goes away (docs/operations.md, "Lose Redis"): a command
// fails at once rather than waiting behind reconnections, so the limiter fails open without
// making every login wait; a Redis that takes the connection and never answers costs a command
// one second; when Redis is back, counting starts again by itself.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMMAND_TIMEOUT_MS,
  createRedisStore,
  RedisUnavailable,
} from '../../src/plugins/rate-limit/redis-store';
import type { RateLimitStore } from '../../src/plugins/rate-limit/store';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

function startRedis(port: number): ChildProcess {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  return spawn('redis-server', args, { stdio: 'ignore' });
}

/** Hits `key` until Redis counts it (or 10 s pass): the store's view of Redis being back. */
async function hitWhenUp(store: RateLimitStore, key: string): Promise<number> {
  for (let i = 0; i < 100; i += 1) {
    try {
      return (await store.hit(key, 60_000)).count;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('Redis did not come back');
}

/** How long `promise` took to settle, and whether it was rejected with `kind`. */
async function timeRejection(promise: Promise<unknown>, kind: new () => Error) {
  const started = performance.now();
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return { ms: performance.now() - started, rejected: error instanceof kind };
}

describe.runIf(hasRedis)('a redis store whose server goes away and comes back', () => {
  let redis: ChildProcess | undefined;
  afterAll(() => {
    redis?.kill('SIGKILL');
  });

  it('refuses at once while Redis is away and counts again once it is back', async () => {
    const port = await freePort();
    redis = startRedis(port);
    const store = createRedisStore(`redis://127.0.0.1:${port}`);
    try {
      expect(await hitWhenUp(store, 'outage')).toBe(1);

      redis.kill('SIGKILL');
      await once(redis, 'exit');
      // Give the client a moment to see the connection close.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const away = await timeRejection(store.hit('outage', 60_000), RedisUnavailable);
      expect(away.rejected).toBe(true);
      expect(away.ms).toBeLessThan(50);
      expect((await timeRejection(store.undo('outage'), RedisUnavailable)).rejected).toBe(true);

      redis = startRedis(port);
      // A Redis started again without persistence: the window starts over.
      expect(await hitWhenUp(store, 'outage')).toBe(1);
      expect((await store.hit('outage', 60_000)).count).toBe(2);
    } finally {
      await store.close();
    }
  });
});

describe('a redis store whose server takes the connection and never answers', () => {
  it(`gives up on a command after ${COMMAND_TIMEOUT_MS} ms`, async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const store = createRedisStore(`redis://127.0.0.1:${port}`);
    try {
      const started = performance.now();
      await expect(store.hit('silent', 60_000)).rejects.toThrow('Command timed out');
      const ms = performance.now() - started;
      expect(ms).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(COMMAND_TIMEOUT_MS + 1_000);
    } finally {
      // QUIT is not answered either: it times out too, which says nothing more.
      await store.close().catch(() => undefined);
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
