import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLimits } from '../../src/plugins/rate-limit/limits';
import { createMemoryStore } from '../../src/plugins/rate-limit/memory-store';
import { createRedisStore } from '../../src/plugins/rate-limit/redis-store';
import type { RateLimitStore } from '../../src/plugins/rate-limit/store';

interface StoreUnderTest {
  store: RateLimitStore;
  advance: (ms: number) => Promise<void>;
}

function storeContract(name: string, make: () => Promise<StoreUnderTest>) {
  describe(name, () => {
    it('counts hits in a window, undoes one, and starts over after the window', async () => {
      const { store, advance } = await make();
      const key = `k${Math.random()}`;
      expect((await store.hit(key, 1000)).count).toBe(1);
      const second = await store.hit(key, 1000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(1000);
      await store.undo(key);
      expect((await store.hit(key, 1000)).count).toBe(2);
      await advance(1100);
      expect((await store.hit(key, 1000)).count).toBe(1);
      await store.close();
    });

    // rate-limiter-flexible fails this one: its reward creates the key, so the next window
    // starts at -1 (docs/adr/0037-hand-written-parts-stay-where-libraries-do-not-fit.md).
    it('an undo after the window has ended gives no extra attempt', async () => {
      const { store, advance } = await make();
      const key = `k${Math.random()}`;
      await store.hit(key, 1000);
      await advance(1100);
      await store.undo(key);
      expect((await store.hit(key, 1000)).count).toBe(1);
      await store.close();
    });

    it('never undoes below zero', async () => {
      const { store } = await make();
      const key = `k${Math.random()}`;
      await store.undo(key);
      expect((await store.hit(key, 1000)).count).toBe(1);
      await store.close();
    });
  });
}

storeContract('memory store', () => {
  let now = 0;
  return Promise.resolve({
    store: createMemoryStore(() => new Date(now)),
    advance: (ms: number) => {
      now += ms;
      return Promise.resolve();
    },
  });
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

describe.runIf(hasRedis)('redis store (a redis-server started for the test)', () => {
  let redis: ChildProcess;
  let url = '';
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    url = `redis://127.0.0.1:${port}`;
    // Wait until it answers.
    for (let i = 0; i < 50; i += 1) {
      const probe = createRedisStore(url, () => undefined);
      try {
        await probe.hit('ready', 10);
        await probe.close();
        return;
      } catch {
        await probe.close().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  afterAll(() => {
    redis.kill();
  });

  storeContract('redis store', () =>
    Promise.resolve({
      store: createRedisStore(url),
      advance: (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    }),
  );
});

describe('resolveLimits', () => {
  it('multiplies per-IP maxima by the scale and leaves per-account ones', () => {
    const limits = resolveLimits(3);
    expect(limits.login.ip?.max).toBe(300);
    expect(limits.login.account?.max).toBe(10);
    expect(resolveLimits(0.001).login.ip?.max).toBe(1);
  });
});
