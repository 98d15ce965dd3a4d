// One validated configuration for the whole API (ARCHITECTURE.md, configuration table).
// A bad setting must stop the start with a message naming the variable, never a stack trace.
import path from 'node:path';
import { z } from 'zod';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly problems: string[],
    appEnv?: string,
  ) {
    const heading =
      appEnv === 'production'
        ? 'The API will not start in production (APP_ENV=production) until these are set:'
        : 'Invalid configuration:';
    super([heading, ...problems.map((problem) => `  - ${problem}`)].join('\n'));
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const APP_ENVS = ['development', 'production'] as const;
/** The local storage driver's signing secret, when given: at least 32 characters. */
const STORAGE_SECRET_MIN = 32;
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
// Values that may carry credentials are never echoed back in error messages.
const SECRET_VARS = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'GOOGLE_MAPS_API_KEY',
  'STORAGE_SECRET',
  'STORAGE_SECRET_PREVIOUS',
  'ABR_GUID',
]);

const PORT_MESSAGE = 'must be an integer between 1 and 65535';
const portNumber = z
  .string()
  .regex(/^\d+$/, { error: PORT_MESSAGE })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: PORT_MESSAGE }).max(65535, { error: PORT_MESSAGE }));
const port = (fallback: number) => z.string().default(String(fallback)).pipe(portNumber);

/** A URL whose scheme is one of `protocols` (e.g. `['postgres:', 'postgresql:']`). */
const urlWith = (protocols: string[], message: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: message },
  );

const envSchema = z.object({
  // `production` turns the demo's defaults into refusals (productionProblems below).
  APP_ENV: z
    .enum(APP_ENVS, { error: `must be one of ${APP_ENVS.join(', ')}` })
    .default('development'),
  API_PORT: port(4000),
  SITE_PORT: port(4173),
  HOST: z.string().default('127.0.0.1'),
  // The operator's metrics listener (plugins/metrics/listener.ts): off unless a port is given; a
  // private interface only, never the one people reach (docs/operations.md).
  API_METRICS_PORT: portNumber.optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: urlWith(
    ['http:', 'https:'],
    'must be an http(s) URL such as http://localhost:4173',
  ).default('http://localhost:4173'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .union([
      z.literal('memory://'),
      urlWith(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL'),
    ])
    .optional(),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
  S3_ENDPOINT: urlWith(['http:', 'https:'], 'must be an http(s) URL').optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  REDIS_URL: urlWith(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL').optional(),
  // The Australian Business Register's web services key (a GUID the ABR emails on registration):
  // set, the API looks up each employer's ABN (accounts/employers/abr/); unset, it looks up none.
  ABR_GUID: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: 'must be the GUID the ABR issued (8-4-4-4-12 hexadecimal digits)',
    })
    .optional(),
  // Where the ABR's JSON services answer; another address only for a test double.
  ABR_URL: urlWith(['http:', 'https:'], 'must be an http(s) URL').default(
    'https://abr.business.gov.au/json/',
  ),
  RATE_LIMIT_SCALE: z
    .string()
    .default('1')
    .transform(Number)
    .pipe(
      z
        .number({ error: 'must be a positive number' })
        .positive({ error: 'must be a positive number' }),
    ),
  // Multiplies every posting limit per employer (listings/vetting/posting-limits.ts).
  POSTING_LIMIT_SCALE: z
    .string()
    .default('1')
    .transform(Number)
    .pipe(
      z
        .number({ error: 'must be a positive number' })
        .positive({ error: 'must be a positive number' }),
    ),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  // The interactive API docs at /docs. Default: on in development, off in production, where the
  // operator may still turn them on.
  API_DOCS: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).optional(),
  // Default: off. `npm start` and `npm run dev` turn it on; production refuses it.
  SEED_DEMO: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).optional(),
  // Signs the local driver's upload forms and download links. Unset: generated once into DATA_DIR
  // (fine for one machine; replicas and production must share a secret they were given).
  STORAGE_SECRET: z
    .string()
    .min(STORAGE_SECRET_MIN, { error: `must be at least ${STORAGE_SECRET_MIN} characters` })
    .optional(),
  // The secret STORAGE_SECRET replaced, during a rotation: forms and links it signed are still
  // taken (never used to sign), so the 15 minutes of forms already handed out keep working.
  // Removed once they have expired (docs/operations.md, Runbook); never set after a leak.
  STORAGE_SECRET_PREVIOUS: z
    .string()
    .min(STORAGE_SECRET_MIN, { error: `must be at least ${STORAGE_SECRET_MIN} characters` })
    .optional(),
  MAIL_FROM: z.string().default('"Student Gigs" <no-reply@studentgigs.local>'),
  // The proxies in front of the site (a load balancer), whose X-Forwarded-For is believed:
  // `false` (none), `true` (any peer) or a comma-separated list of addresses, CIDRs and
  // `loopback`. The site server reads the same setting (shell/server/client-address.ts) and sends
  // the API one address; the API always believes its loopback peer, the site's /api proxy.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((value) => value.split(',').every((part) => part.trim() !== '' || value === ''), {
      error: 'must be true, false, or a comma-separated list of addresses/CIDRs',
    }),
});

/** Fastify's trustProxy: the site's proxy on loopback, and the proxies TRUST_PROXY names. */
function trustProxy(value: string): true | string[] {
  if (value === 'true') return true;
  if (value === 'false') return ['loopback'];
  const named = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return [...new Set(['loopback', ...named])];
}

/** Half an S3 setup would fail at the first upload; refuse it at start instead. */
function s3Problems(env: Record<string, string | undefined>): string[] {
  const anyS3 =
    env.S3_ENDPOINT !== undefined || S3_REQUIRED.some((name) => env[name] !== undefined);
  if (!anyS3) return [];
  return S3_REQUIRED.filter((name) => env[name] === undefined).map(
    (name) => `${name} is required when any S3_* setting is set`,
  );
}

/** A previous secret alone would sign with one generated into DATA_DIR: refuse it instead. */
function rotationProblems(env: Record<string, string | undefined>): string[] {
  return env.STORAGE_SECRET_PREVIOUS && !env.STORAGE_SECRET
    ? ['STORAGE_SECRET_PREVIOUS is taken only beside the STORAGE_SECRET that replaced it']
    : [];
}

/**
 * What `APP_ENV=production` refuses: each setting the demo defaults that a deployment must give
 * (docs/production.md). One line per setting, so one failed start names them all.
 */
function productionProblems(env: z.infer<typeof envSchema>): string[] {
  if (env.APP_ENV !== 'production') return [];
  const problems: string[] = [];
  if (new URL(env.PUBLIC_URL).protocol !== 'https:')
    problems.push(
      `PUBLIC_URL must be the site's https:// address (got ${JSON.stringify(env.PUBLIC_URL)}): ` +
        'links in mail and Secure cookies are built from it',
    );
  if (!env.SMTP_URL)
    problems.push(
      'SMTP_URL is required: without it sign-up codes and reset links are written to files, not mailed',
    );
  if (env.SEED_DEMO === 'true')
    problems.push('SEED_DEMO must not be true: the demo accounts share a published password');
  if (!env.DATABASE_URL || env.DATABASE_URL === 'memory://')
    problems.push(
      "DATABASE_URL must be a postgres:// URL: embedded PGlite runs every query on the API's " +
        'own thread and cannot cut a slow one short, so one costly search would stall every request',
    );
  if (env.TRUST_PROXY.trim() === 'true')
    problems.push(
      'TRUST_PROXY must name the proxies in front of the site (addresses or CIDRs), not true: ' +
        'with true any client can choose the address its limits count',
    );
  if (!env.STORAGE_SECRET && !env.S3_BUCKET)
    problems.push(
      'STORAGE_SECRET is required when resumes are stored locally (no S3_* settings): ' +
        `the generated one in DATA_DIR is not shared by replicas (at least ${STORAGE_SECRET_MIN} random characters)`,
    );
  return problems;
}

export interface Config {
  /** `production`: the settings productionProblems checks were given. */
  appEnv: (typeof APP_ENVS)[number];
  apiPort: number;
  sitePort: number;
  host: string;
  /** GET /metrics on a listener of its own at `metricsHost:metricsPort`; unset: not served. */
  metricsPort: number | undefined;
  metricsHost: string;
  publicUrl: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir`. `memory://`: in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  googleMapsApiKey: string | undefined;
  /** ABR_GUID and ABR_URL: the ABN lookups; undefined without a key (no lookups are made). */
  abr: { guid: string; url: string } | undefined;
  redisUrl: string | undefined;
  rateLimitScale: number;
  /** POSTING_LIMIT_SCALE: the posting limits per employer are multiplied by it (tests, bench). */
  postingLimitScale: number;
  logLevel: (typeof LOG_LEVELS)[number];
  seedDemo: boolean;
  /** Whether /docs serves the interactive API docs and the OpenAPI document. */
  apiDocs: boolean;
  /** The local driver's signing secret, when given; otherwise one generated into dataDir. */
  storageSecret: string | undefined;
  /** The secret storageSecret replaced: what it signed is still taken, during a rotation. */
  storagePreviousSecret: string | undefined;
  /** From address of every mail. */
  mailFrom: string;
  /** Fastify `trustProxy`: which peers' X-Forwarded-For is believed (always the loopback proxy). */
  trustProxy: true | string[];
}

/** Reads the configuration from `env`; throws a ConfigError naming every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): Config {
  // An empty variable (`FOO=` in a compose file) means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  const problems = (result.error?.issues ?? []).map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const value = present[name];
    const got =
      value === undefined || SECRET_VARS.has(name) ? '' : ` (got ${JSON.stringify(value)})`;
    return `${name} ${issue.message}${got}`;
  });
  problems.push(...s3Problems(present), ...rotationProblems(present));
  if (result.success) problems.push(...productionProblems(result.data));
  if (!result.success || problems.length > 0)
    throw new ConfigError(problems, result.data?.APP_ENV ?? present.APP_ENV);
  const e = result.data;
  return {
    appEnv: e.APP_ENV,
    apiPort: e.API_PORT,
    sitePort: e.SITE_PORT,
    host: e.HOST,
    metricsPort: e.API_METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    // The services' base always ends in '/', so a service's name resolves beneath it.
    abr: e.ABR_GUID ? { guid: e.ABR_GUID, url: e.ABR_URL.replace(/\/*$/, '/') } : undefined,
    redisUrl: e.REDIS_URL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    postingLimitScale: e.POSTING_LIMIT_SCALE,
    logLevel: e.LOG_LEVEL,
    // Only when asked (npm start and npm run dev do): a deployment that forgets APP_ENV must not
    // get the demo accounts, whose password is published.
    seedDemo: e.SEED_DEMO === 'true',
    apiDocs: (e.API_DOCS ?? (e.APP_ENV === 'production' ? 'false' : 'true')) === 'true',
    storageSecret: e.STORAGE_SECRET,
    storagePreviousSecret: e.STORAGE_SECRET_PREVIOUS,
    mailFrom: e.MAIL_FROM,
    trustProxy: trustProxy(e.TRUST_PROXY),
  };
}
