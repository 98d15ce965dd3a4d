// The site's security headers. Every answer: nosniff, no framing, a referrer
// policy, no powerful browser feature (Permissions-Policy: the site uses none, IP location stands
// in for "near me"; the API sends the same, api/src/plugins/app/security-headers.ts), no opener
// shared with another origin's window (COOP), and HSTS when the public URL is https. Every page: a Content-Security-Policy that allows
// exactly the site itself (the shell, and the API under /api) and the remote origins remotes.json
// names, read per page so a release that moves a remote is allowed at once. No 'unsafe-eval' and
// no inline script; inline style stays allowed (the page frame's <style> and styled-components).
// Violations are reported to /csp-report.
import type { ServerResponse } from 'node:http';
import type { RemotesManifest } from '../src/manifest';

export const CSP_REPORT_PATH = '/csp-report';

/** The origins of the remotes' entries (sorted, each once). */
export function remoteOrigins(manifest: RemotesManifest | undefined): string[] {
  if (!manifest) return [];
  const origins = Object.values(manifest.remotes).map(({ entry }) => new URL(entry).origin);
  return [...new Set(origins)].sort();
}

/**
 * The page's Content-Security-Policy. `uploadOrigins`: where the browser posts resumes besides the
 * site itself (the S3 bucket's origin when resumes are stored there; UPLOAD_ORIGINS).
 */
export function contentSecurityPolicy(
  manifest: RemotesManifest | undefined,
  uploadOrigins: readonly string[] = [],
): string {
  const remotes = remoteOrigins(manifest);
  // A remote on a Vite dev server (npm run dev -- <remote>) reloads the page over its WebSocket.
  const sockets = remotes.map((origin) => origin.replace(/^http/, 'ws'));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', ...remotes],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...remotes, ...sockets, ...uploadOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['report-uri', CSP_REPORT_PATH],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** No powerful feature for the site or anything it embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()';

/** Headers for every answer of the site. */
export function securityHeaders(res: ServerResponse, publicUrl: string) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  // A page opened from the site (a resume in a new tab) or one that opens it shares no window.
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  if (publicUrl.startsWith('https:')) {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}
