// The application factory: everything the API is, without listening or reading the environment.
// server.ts and the tests both build the app here, so tests exercise the real wiring.
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { HashQueueOptions } from './auth/hash-queue';
import type { Clock } from './lib/clock';
import { loggerOptions } from './logger';
import type { Mailer } from './mail/mail-types';
import afterReplyPlugin from './plugins/app/after-reply';
import authPlugin from './plugins/app/auth';
import clockPlugin from './plugins/app/clock';
import configPlugin from './plugins/app/config';
import databasePlugin from './plugins/app/database';
import errorHandlerPlugin from './plugins/app/error-handler';
import gracefulShutdownPlugin from './plugins/app/graceful-shutdown';
import hashQueuePlugin from './plugins/app/hash-queue';
import jobAlertsPlugin from './plugins/app/job-alerts';
import loginDevicesPlugin from './plugins/app/login-devices';
import listingJobsPlugin from './plugins/app/listing-jobs';
import mailPlugin from './plugins/app/mail';
import metricsPlugin from './plugins/app/metrics';
import minimumWagePlugin from './plugins/app/minimum-wage';
import originCheckPlugin from './plugins/app/origin-check';
import placesPlugin from './plugins/app/places';
import rateLimitPlugin from './plugins/app/rate-limit';
import rejectNulPlugin from './plugins/app/reject-nul';
import reviewTimesPlugin from './plugins/app/review-times';
import schedulerPlugin from './plugins/app/scheduler';
import securityHeadersPlugin from './plugins/app/security-headers';
import storagePlugin from './plugins/app/storage';
import studentVerificationPlugin from './plugins/app/student-verification';
import type { PlacesProvider } from './places/provider';
import type { ResumeStorage } from './storage/driver';
import type { LoginBudget, RateLimits } from './rate-limit/limits';
import cookiePlugin from './plugins/external/cookie';
import swaggerPlugin from './plugins/external/swagger';
import swaggerUiPlugin from './plugins/external/swagger-ui';
import alertRoutes from './routes/alerts';
import authRoutes from './routes/auth';
import employerRoutes from './routes/employer';
import healthRoutes from './routes/health';
import placesRoutes from './routes/places';
import readyRoutes from './routes/ready';
import storageRoutes from './routes/storage';
import studentRoutes from './routes/student';
import systemJobsRoutes from './routes/system/jobs';
import systemRoutes from './routes/system';

export interface BuildAppOptions {
  config: Config;
  /** Opened and migrated; the app owns it from here and closes it on shutdown. */
  database: DatabaseHandle;
  /** Overrides the logger built from the config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered after the app's own (tests use it for slow or failing routes). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Replaces SMTP / the dev outbox (tests capture mail). */
  mailer?: Mailer;
  /** Replaces the system clock for every expiry decision (tests move time). */
  clock?: Clock;
  /** Replaces some default rate limits (tests use small ones); per-IP maxima are still scaled. */
  rateLimits?: Partial<RateLimits>;
  /** Replaces some of login's per-account budget (tests use small ones). */
  loginBudget?: Partial<LoginBudget>;
  /** Replaces the resume storage chosen from the config (S3 or local disk). */
  resumeStorage?: ResumeStorage;
  /** Replaces the places provider chosen from the config (Google or the offline gazetteer). */
  places?: PlacesProvider;
  /** Replaces the password-hashing concurrency cap (tests use a tiny one). */
  hashQueue?: HashQueueOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.config),
    // The graceful-shutdown hook answers drain-time requests with the contract's { detail }
    // shape; Fastify's own early 503 would bypass it with a different body.
    return503OnClosing: false,
    // `/health` and `/health/` are the same resource to proxies and people typing URLs.
    routerOptions: { ignoreTrailingSlash: true },
    // The site's /api proxy adds X-Forwarded-For; per-IP rate limits need the real client.
    trustProxy: options.config.trustProxy,
    // The router's own failures (a malformed percent escape in the path) skip the error handler;
    // they too leave as the contract's { detail }.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.code(400).send({ detail: error.message });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { config } = options;
  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { clock: options.clock });
  await app.register(gracefulShutdownPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });
  await app.register(rejectNulPlugin);
  await app.register(databasePlugin, { database: options.database });
  // Before the routes and the rate limiter: its request hook sees every route, and the limiter
  // counts its refusals with it.
  await app.register(metricsPlugin, { pools: options.database.pools });
  await app.register(cookiePlugin);
  // Before mail and storage, which schedule their periodic work with it.
  await app.register(schedulerPlugin);
  await app.register(mailPlugin, { config, mailer: options.mailer });
  // After mail: its close hook runs first, so deferred work can still queue its mails before the
  // mail worker stops.
  await app.register(afterReplyPlugin);
  await app.register(hashQueuePlugin, { queue: options.hashQueue });
  await app.register(rateLimitPlugin, {
    scale: config.rateLimitScale,
    redisUrl: config.redisUrl,
    overrides: options.rateLimits,
    loginBudget: options.loginBudget,
  });
  await app.register(authPlugin, { publicUrl: config.publicUrl });
  await app.register(loginDevicesPlugin, { publicUrl: config.publicUrl });
  await app.register(storagePlugin, { config, storage: options.resumeStorage });
  await app.register(minimumWagePlugin);
  await app.register(listingJobsPlugin);
  await app.register(studentVerificationPlugin);
  await app.register(jobAlertsPlugin);
  await app.register(reviewTimesPlugin);
  await app.register(placesPlugin, {
    googleMapsApiKey: config.googleMapsApiKey,
    places: options.places,
  });
  await app.register(swaggerPlugin);
  // The document is always built (the tests read it); it is served only where docs are on.
  if (config.apiDocs) await app.register(swaggerUiPlugin);

  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(readyRoutes, { prefix: '/ready' });
  await app.register(systemRoutes, { prefix: '/system' });
  await app.register(systemJobsRoutes, { prefix: '/system/jobs' });
  await app.register(studentRoutes, { prefix: '/student' });
  await app.register(employerRoutes, { prefix: '/employer' });
  await app.register(placesRoutes, { prefix: '/places' });
  await app.register(storageRoutes, { prefix: '/storage' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(alertRoutes, { prefix: '/alerts' });
  const { extraRoutes } = options;
  if (extraRoutes) {
    await app.register((instance, _options, done) => {
      extraRoutes(instance);
      done();
    });
  }

  return app;
}
