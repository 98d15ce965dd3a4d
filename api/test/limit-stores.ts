// The stores a limit's tests run on: memory on every engine, and Redis on PGlite where
// redis-server is installed (the counters do not depend on the engine). The Redis is a server of
// the test's own on a free port, so no counter of an earlier run or another checkout is met.
// Redis windows run on real time: a test that moves the app's clock past a window runs on memory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createRedisStore } from '../src/plugins/rate-limit/redis-store';
import { engines, type Engine } from './helper';

export type LimitStore = 'memory' | 'redis';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** `describe.each(limitStores)('… (%s, %s store)', (engine, store) => …)`. */
export const limitStores: [Engine, LimitStore][] = [
  ...engines.map((engine): [Engine, LimitStore] => [engine, 'memory']),
  ...(hasRedis ? [['pglite', 'redis'] as [Engine, LimitStore]] : []),
];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * For the enclosing describe (call it before the hook that builds the app): the env that makes
 * the app count in `store`, a Redis started for the describe and stopped after it.
 */
export function useLimitStore(store: LimitStore): () => NodeJS.ProcessEnv {
  let redis: ChildProcess | undefined;
  let url = '';
  if (store === 'redis') {
    beforeAll(async () => {
      const port = await freePort();
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly'];
      redis = spawn('redis-server', [...args, 'no'], { stdio: 'ignore' });
      url = `redis://127.0.0.1:${port}`;
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
      throw new Error('redis-server did not answer');
    });
    afterAll(() => {
      redis?.kill();
    });
  }
  return () => (store === 'redis' ? { REDIS_URL: url } : {});
}
