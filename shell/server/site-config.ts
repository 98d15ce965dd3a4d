import { resolve } from 'node:path';
import { z } from 'zod';

const schema = z.object({
  SITE_PORT: z.coerce.number().int().min(1).max(65535).default(4173),
  HOST: z.string().default('127.0.0.1'),
  API_URL: z.string().url().default('http://127.0.0.1:4000'),
  REMOTES_FILE: z.string().default(resolve(import.meta.dirname, '../remotes.json')),
  SITE_DIST: z.string().default(resolve(import.meta.dirname, '../dist')),
  // The proxies in front of the site (client-address.ts); the API reads the same setting.
  TRUST_PROXY: z.string().default('false'),
});

export type SiteConfig = z.infer<typeof schema>;

/** The site server's settings, parsed once; a bad one stops the start naming the variable. */
export function loadSiteConfig(env: NodeJS.ProcessEnv): SiteConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid site configuration: ${problems.join('; ')}`);
  }
  return result.data;
}
