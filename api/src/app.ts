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
// Types of the options, by layer.
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './plugins/time/clock';
import type { LoginBudget, RateLimits } from './plugins/rate-limit/limits';
import type { Mailer } from './mail/mail-types';
import type { PlacesProvider } from './places/provider';
import type { ResumeStorage } from './storage/driver';
import type { HashQueueOptions } from './accounts/auth/hash-queue';
import type { PostingLimits } from './listings/vetting/posting-limits';
import { loggerOptions } from './logger';
// Infrastructure: the app's own plugins, then external ones.
import afterReplyPlugin from './plugins/app/after-reply';
import clockPlugin from './plugins/app/clock';
import configPlugin from './plugins/app/config';
import databasePlugin from './plugins/app/database';
import errorHandlerPlugin from './plugins/app/error-handler';
import gracefulShutdownPlugin from './plugins/app/graceful-shutdown';
import metricsPlugin from './plugins/app/metrics';
import originCheckPlugin from './plugins/app/origin-check';
import rateLimitPlugin from './plugins/app/rate-limit';
import rejectNulPlugin from './plugins/app/reject-nul';
import schedulerPlugin from './plugins/app/scheduler';
import securityHeadersPlugin from './plugins/app/security-headers';
import cookiePlugin from './plugins/external/cookie';
import swaggerPlugin from './plugins/external/swagger';
import swaggerUiPlugin from './plugins/external/swagger-ui';
import healthRoutes from './plugins/health/health';
import readyRoutes from './plugins/health/ready';
// Capabilities.
import mailPlugin from './mail/plugin';
import placesPlugin from './places/plugin';
import placesRoutes from './places/routes';
import storagePlugin from './storage/plugin';
import { SITE_API_PREFIX } from './storage/local-driver';
// Modules, from the bottom of the DAG up (docs/architecture.md, "The API's modules").
import authPlugin from './accounts/auth/plugin';
import { ACCESS_COOKIE } from './accounts/auth/cookies';
import hashQueuePlugin from './accounts/auth/hash-queue-plugin';
import loginDevicesPlugin from './accounts/auth/login-devices-plugin';
import studentVerificationPlugin from './accounts/verification/plugin';
import abnRegisterPlugin from './accounts/employers/abr/plugin';
import accountRoutes from './accounts/routes';
import listingsPlugin from './listings/plugin';
import minimumWagePlugin from './listings/minimum-wage/plugin';
import listingRoutes from './listings/routes';
import applicationsPlugin from './applications/plugin';
import applicationRoutes from './applications/routes';
import { hireAtClose } from './applications/hire-at-close';
import { downloadOperation } from './applications/routes/resume-download';
import { uploadOperation } from './applications/routes/resume-upload';
import savedJobRoutes from './saved-jobs/routes';
import jobAlertsPlugin from './alerts/plugin';
import jobAlertRoutes from './alerts/routes';

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
  /** false: the mail worker makes no pass of its own; only `app.mail.flush()` delivers (tests). */
  mailWorker?: boolean;
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
  /** Replaces some of the posting limits per employer (tests that post many listings). */
  postingLimits?: Partial<PostingLimits>;
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
  await app.register(mailPlugin, {
    config,
    mailer: options.mailer,
    worker: options.mailWorker,
  });
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
  // Before listings, which schedules the register's periodic pass with it.
  await app.register(abnRegisterPlugin);
  await app.register(listingsPlugin, { postingLimits: options.postingLimits });
  await app.register(applicationsPlugin);
  await app.register(studentVerificationPlugin);
  await app.register(jobAlertsPlugin);
  await app.register(placesPlugin, {
    googleMapsApiKey: config.googleMapsApiKey,
    places: options.places,
  });
  await app.register(swaggerPlugin, {
    sitePrefix: SITE_API_PREFIX,
    accessCookie: ACCESS_COOKIE,
    outsideTheTable: {
      'POST /storage/upload': uploadOperation,
      'GET /storage/download': downloadOperation,
    },
  });
  // The document is always built (the tests read it); it is served only where docs are on.
  if (config.apiDocs) await app.register(swaggerUiPlugin);

  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(readyRoutes, { prefix: '/ready' });
  // Each module registers its own calls; every URL comes from the module's endpoint entries.
  await app.register(accountRoutes);
  await app.register(listingRoutes, { hireAtClose });
  await app.register(applicationRoutes);
  await app.register(savedJobRoutes);
  await app.register(jobAlertRoutes);
  await app.register(placesRoutes, { prefix: '/places' });
  const { extraRoutes } = options;
  if (extraRoutes) {
    await app.register((instance, _options, done) => {
      extraRoutes(instance);
      done();
    });
  }

  return app;
}
