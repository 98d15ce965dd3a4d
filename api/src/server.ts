// Process entry point: config, database (migrate + seed), listen, and a graceful exit on signals.
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { demoSeed } from '../seed/demo';
import { demoResumeStore } from '../seed/demo-resumes';
import { prepareDatabase } from './db/prepare';
import { buildMetricsServer } from './plugins/metrics/listener';

// A drain that hangs (a stuck request) must not keep a stopped server alive forever.
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The message names each bad variable; a stack trace would only bury it.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, database });

try {
  await prepareDatabase(database, {
    // A deploy waiting on a lock says so, rather than seconds of silence before it listens.
    onLockWait: (wait) =>
      app.log.warn(wait, 'Migration waited for a lock another session holds; trying it again'),
    seed: config.seedDemo
      ? demoSeed({ log: app.log, resumeStore: demoResumeStore(app.resumeStorage) })
      : undefined,
  });
  await app.listen({ host: config.host, port: config.apiPort });
  app.log.info(`API (${database.engine}) listening; docs at /docs`);
  if (config.metricsPort !== undefined) {
    // The operator's scraper only: a port of its own on a private interface (docs/operations.md).
    await buildMetricsServer(app).listen({ host: config.metricsHost, port: config.metricsPort });
    app.log.info(`Metrics at http://${config.metricsHost}:${config.metricsPort}/metrics`);
  }
} catch (error) {
  app.log.fatal({ err: error }, 'API failed to start');
  await app.close();
  process.exit(1);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'Shutting down: draining in-flight requests');
    setTimeout(() => {
      app.log.error('Shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.beginShutdown().then(
      () => {
        app.log.info('Shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
}
