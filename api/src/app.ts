// The application factory: everything the API is, without listening or reading the environment.
// server.ts and the tests both build the app here, so tests exercise the real wiring.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { loggerOptions } from './logger';
import databasePlugin from './plugins/app/database';
import errorHandlerPlugin from './plugins/app/error-handler';
import gracefulShutdownPlugin from './plugins/app/graceful-shutdown';
import cookiePlugin from './plugins/external/cookie';
import swaggerPlugin from './plugins/external/swagger';
import swaggerUiPlugin from './plugins/external/swagger-ui';
import healthRoutes from './routes/health';
import systemRoutes from './routes/system';

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated; the app owns it from here and closes it on shutdown. */
  database: DatabaseHandle;
  /** Overrides the logger built from the config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered after the app's own (tests use it for slow or failing routes). */
  extraRoutes?: (app: FastifyInstance) => void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.config),
    // The graceful-shutdown hook answers drain-time requests with the contract's { detail }
    // shape; Fastify's own early 503 would bypass it with a different body.
    return503OnClosing: false,
    // `/health` and `/health/` are the same resource to proxies and people typing URLs.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(gracefulShutdownPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(cookiePlugin);
  await app.register(swaggerPlugin);
  await app.register(swaggerUiPlugin);

  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(systemRoutes, { prefix: '/system' });
  const { extraRoutes } = options;
  if (extraRoutes) {
    await app.register((instance, _options, done) => {
      extraRoutes(instance);
      done();
    });
  }

  return app;
}
