// Requests of the matrix that need something made first: a sign-up flow at the right stage, a
// mailed reset token, a presigned upload form or a signed download link. Each builder runs before
// the cell's "before" snapshot, so what it sets up is not counted as the cell's change.
import type { FastifyInstance } from 'fastify';
import { endpoints, RESUME_MAX_BYTES } from 'api-contract';
import { addMs } from '../../src/plugins/time/clock';
import { SITE_API_PREFIX } from '../../src/storage/local-driver';
import { UPLOAD_TTL_MS } from '../../src/storage/driver';
import { RESEND_INTERVAL_MS } from '../../src/accounts/auth/signup-flows';
import {
  type CapturingMailer,
  PASSWORD,
  post,
  type TestClock,
  uniqueEmail,
  verifiedFlow,
} from '../auth-helpers';
import { multipartBody, SAMPLE_PDF } from '../upload-helpers';
import type { World } from './world';

export interface CellContext {
  app: FastifyInstance;
  mailer: CapturingMailer;
  /** The app's clock; builders move it forward only, by less than a session's lifetime. */
  clock: TestClock;
  world: World;
}

export interface CellRequest {
  /**
   * Path and query string, without the site's /api prefix, for a row that has no endpoint entry
   * (storage). Otherwise the URL is the row's endpoint path with `params` and `query` filled in.
   */
  url?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

const withoutSitePrefix = (url: string) =>
  url.startsWith(SITE_API_PREFIX) ? url.slice(SITE_API_PREFIX.length) : url;

/** A sign-up flow just started (code mailed, not verified). */
export async function startedFlow(ctx: CellContext): Promise<{ token: string; email: string }> {
  const email = uniqueEmail('matrix');
  const started = await post(ctx.app, '/auth/signup/email', { email });
  if (started.statusCode !== 200) throw new Error(`signup/email: ${started.body}`);
  return { token: started.json<{ session_token: string }>().session_token, email };
}

/** A sign-up flow whose code may be resent (its resend interval has passed). */
export async function flowDueForResend(ctx: CellContext): Promise<string> {
  const flow = await startedFlow(ctx);
  ctx.clock.advance(RESEND_INTERVAL_MS);
  return flow.token;
}

/** A sign-up flow with its password set: ready for the details step. */
export async function flowAtDetails(ctx: CellContext): Promise<string> {
  const token = await verifiedFlow(ctx.app, ctx.mailer, uniqueEmail('matrix'));
  const password = await post(ctx.app, '/auth/signup/password', {
    session_token: token,
    password: PASSWORD,
  });
  if (password.statusCode !== 200) throw new Error(`signup/password: ${password.body}`);
  return token;
}

/** A reset token for student A, from the mailed link. */
export async function resetToken(ctx: CellContext): Promise<string> {
  const requested = await post(ctx.app, '/auth/reset/request', { email: ctx.world.emailA });
  if (requested.statusCode !== 200) throw new Error(`reset/request: ${requested.body}`);
  await ctx.app.afterReply.flush();
  const link = /reset\/password\?token=([\w%-]+)/.exec(
    (await ctx.mailer.last(ctx.world.emailA)).text,
  );
  if (!link?.[1]) throw new Error('no reset link in the mail');
  return decodeURIComponent(link[1]);
}

/** A place id the offline gazetteer knows, as the browse screen gets it from autocomplete. */
export async function knownPlaceId(ctx: CellContext): Promise<string> {
  const response = await ctx.app.inject({
    url: `${endpoints.places.autocomplete.path}?input=Newtown`,
  });
  const [first] = response.json<{ suggestions: { placeId: string }[] }>().suggestions;
  if (!first) throw new Error('the gazetteer knows no Newtown');
  return first.placeId;
}

/** Flips one hex digit, so a signature stays well-formed but no longer matches. */
export function tamper(signature: string): string {
  const first = signature.charAt(0);
  return (first === '0' ? '1' : '0') + signature.slice(1);
}

/** The presigned form for student A's pending resume (Y's listing), with the file. */
export function resumeUpload(ctx: CellContext, tampered = false): CellRequest {
  const now = ctx.app.now();
  const upload = ctx.app.resumeStorage.createUpload({
    key: ctx.world.pendingAY.key,
    contentType: 'application/pdf',
    maxBytes: RESUME_MAX_BYTES,
    expiresAt: addMs(now, UPLOAD_TTL_MS),
    now,
  });
  const fields = { ...upload.fields };
  if (tampered) {
    const [name, value] = Object.entries(fields).find(([key]) => /signature/i.test(key)) ?? [];
    if (!name || value === undefined) throw new Error('no signature field in the upload form');
    fields[name] = tamper(value);
  }
  const { payload, headers } = multipartBody(fields, { content: SAMPLE_PDF });
  return { url: withoutSitePrefix(upload.url), payload, headers };
}

/** The signed download link to student A's resume (application to X's listing). */
export function resumeDownload(ctx: CellContext, tampered = false): CellRequest {
  const link = ctx.app.resumeStorage.createDownloadUrl(
    ctx.world.applicationAX.key,
    'My CV.pdf',
    ctx.app.now(),
  );
  const url = new URL(withoutSitePrefix(link), 'http://api.invalid');
  const signature = url.searchParams.get('signature');
  if (signature === null) throw new Error('no signature in the download link');
  if (tampered) url.searchParams.set('signature', tamper(signature));
  return { url: `${url.pathname}${url.search}` };
}
