// /robots.txt: crawlers may read every public page and are pointed at the sitemap; the
// API and the screens behind a sign-in (profiles, sign-up and login) are nothing to index.
export const DISALLOWED_PATHS = ['/api', '/auth', '/profile'] as const;

/** The robots.txt of the site at `publicUrl` (PUBLIC_URL, never the request's Host). */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}
