import { resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './client-address';

const schema = z.object({
  SITE_PORT: z.coerce.number().int().min(1).max(65535).default(4173),
  HOST: z.string().default('127.0.0.1'),
  // The operator's metrics listener (metrics-listener.ts): off unless a port is given, on
  // METRICS_HOST, a private interface, never the public one (docs/operations.md).
  SITE_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  API_URL: z.string().url().default('http://127.0.0.1:4000'),
  // Several API replicas, comma-separated: balanced round-robin with health checks (api-pool.ts);
  // when set, API_URL is not used.
  API_URLS: z
    .string()
    .optional()
    .refine(
      (value) =>
        value === undefined ||
        value.split(',').every((url) => z.string().url().safeParse(url.trim()).success),
      { message: 'must be a comma-separated list of http(s) URLs' },
    ),
  REMOTES_FILE: z.string().default(resolve(import.meta.dirname, '../remotes.json')),
  SITE_DIST: z.string().default(resolve(import.meta.dirname, '../dist')),
  // The proxies in front of the site (client-address.ts); the API reads the same setting.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) => {
        try {
          parseTrustProxy(value);
          return true;
        } catch {
          return false;
        }
      },
      {
        message: 'must be true, false, or a comma-separated list of addresses, CIDRs and loopback',
      },
    ),
  // Where people reach the site (the API reads it too): https turns HSTS on.
  PUBLIC_URL: z.string().url().default('http://localhost:4173'),
  // Origins the browser uploads resumes to besides the site (the S3 bucket's, when the API stores
  // resumes in S3), comma-separated: the page's CSP allows connecting to them.
  UPLOAD_ORIGINS: z
    .string()
    .optional()
    .refine(
      (value) =>
        value === undefined ||
        value.split(',').every((origin) => {
          try {
            return new URL(origin.trim()).origin === origin.trim();
          } catch {
            return false;
          }
        }),
      {
        message:
          'must be a comma-separated list of origins such as https://bucket.s3.amazonaws.com',
      },
    ),
  // Tests: Content-Security-Policy violation reports are appended here, one JSON per line.
  CSP_REPORT_FILE: z.string().optional(),
});

export type SiteConfig = z.infer<typeof schema>;

// A deployment (people reach it over https) names its load balancer: with `true` any client could
// write the X-Forwarded-For that every per-client limit counts.
const checkedSchema = schema.refine(
  (config) => !(config.TRUST_PROXY.trim() === 'true' && /^https:/i.test(config.PUBLIC_URL)),
  {
    path: ['TRUST_PROXY'],
    message:
      'must name the proxies in front of the site (addresses or CIDRs), not true, when PUBLIC_URL is https',
  },
);

/** UPLOAD_ORIGINS as a list. */
export function uploadOrigins(config: Pick<SiteConfig, 'UPLOAD_ORIGINS'>): string[] {
  return (config.UPLOAD_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** The API replicas to balance over: API_URLS when given, else the one API_URL. */
export function apiTargets(config: Pick<SiteConfig, 'API_URL' | 'API_URLS'>): string[] {
  if (!config.API_URLS) return [config.API_URL];
  return config.API_URLS.split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

/** The site server's settings, parsed once; a bad one stops the start naming the variable. */
export function loadSiteConfig(env: NodeJS.ProcessEnv): SiteConfig {
  const result = checkedSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid site configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
