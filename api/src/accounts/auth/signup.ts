// The first three sign-up steps: email (a code is mailed), verify, password. An address that
// already has an account gets a flow that looks the same to the caller, but its mail says the
// account exists and no code ever verifies it, so the answer never tells who is registered.
import type { Database } from '../../db/client';
import { addMs } from '../../plugins/time/clock';
import { HttpError } from '../../plugins/http/http-error';
import { enqueueMail } from '../../mail/queue';
import { accountExistsMail, signupCodeMail } from '../../mail/templates';
import type { AuthDeps } from './deps';
import { authMessages } from './messages';
import { hashPassword } from './password';
import {
  accountExists,
  advanceStage,
  claimPasswordStep,
  codeMatches,
  createFlow,
  deleteFlow,
  FLOW_TTL_MS,
  MAX_CODE_ATTEMPTS,
  MAX_RESENDS,
  newCode,
  passwordStepTaken,
  recordWrongCode,
  replaceCode,
  RESEND_INTERVAL_MS,
  storePasswordHash,
  USED_CODE,
  type SignupFlow,
} from './signup-flows';

const FLOW_MINUTES = FLOW_TTL_MS / 60_000;

/** Queues the code (or the account-exists notice) of the flow's `send`-th mail, in `tx`. */
async function queueCodeOrNotice(
  deps: AuthDeps,
  tx: Database,
  flow: { id: string; email: string; codeExpiresAt: Date },
  send: number,
  code: string | null,
) {
  const message = code
    ? signupCodeMail(flow.email, code, FLOW_MINUTES)
    : accountExistsMail(flow.email, deps.config.publicUrl);
  const event = `signup-code:${flow.id}:${send}`;
  await enqueueMail(tx, event, message, deps.now(), flow.codeExpiresAt);
}

/** Starts a flow and mails its code (or the account-exists notice); returns the session token. */
export async function startSignup(deps: AuthDeps, email: string): Promise<string> {
  const exists = await accountExists(deps.db, email);
  const token = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const flow = await createFlow(tx, email, !exists, now);
    const codeExpiresAt = addMs(now, FLOW_TTL_MS);
    await queueCodeOrNotice(deps, tx, { id: flow.id, email, codeExpiresAt }, 0, flow.code);
    return flow.token;
  });
  deps.mail.kick();
  return token;
}

/** Accepts the flow's current code once; five wrong codes end the flow. */
export async function verifySignupCode(
  deps: AuthDeps,
  flow: SignupFlow | undefined,
  code: string,
): Promise<void> {
  if (!flow || flow.codeExpiresAt <= deps.now()) throw new HttpError(400, authMessages.codeExpired);
  if (flow.stage !== 'verify') throw new HttpError(409, authMessages.alreadyVerified);
  if (codeMatches(flow, code)) {
    const moved = await advanceStage(deps.db, flow.id, ['verify'], {
      stage: 'password',
      codeHash: USED_CODE,
    });
    if (!moved) throw new HttpError(409, authMessages.alreadyVerified);
    return;
  }
  const attempts = await recordWrongCode(deps.db, flow.id);
  if (attempts >= MAX_CODE_ATTEMPTS) {
    await deleteFlow(deps.db, flow.id);
    throw new HttpError(400, authMessages.tooManyWrongCodes);
  }
  throw new HttpError(400, authMessages.wrongCode);
}

/** Mails a new code (the old one dies): at most once a minute and five times a flow. */
export async function resendSignupCode(
  deps: AuthDeps,
  flow: SignupFlow | undefined,
  /** Counts the mail against the address's daily cap (throws 429 when over it). */
  beforeMail: (email: string) => Promise<unknown> = () => Promise.resolve(),
): Promise<void> {
  if (!flow) throw new HttpError(400, authMessages.signupExpired);
  if (flow.stage !== 'verify') throw new HttpError(409, authMessages.alreadyVerified);
  const now = deps.now();
  const waitMs = flow.lastSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
  if (waitMs > 0) {
    const retryAfter = String(Math.ceil(waitMs / 1000));
    throw new HttpError(429, authMessages.resendTooSoon, { 'retry-after': retryAfter });
  }
  if (flow.resendCount >= MAX_RESENDS) throw new HttpError(429, authMessages.resendLimit);
  await beforeMail(flow.email);
  const code = (await accountExists(deps.db, flow.email)) ? null : newCode();
  const replaced = await deps.db.transaction(async (tx) => {
    if (!(await replaceCode(tx, flow, code, now))) return false;
    await queueCodeOrNotice(deps, tx, flow, flow.resendCount + 1, code);
    return true;
  });
  if (!replaced) throw new HttpError(429, authMessages.resendTooSoon, { 'retry-after': '60' });
  deps.mail.kick();
}

/**
 * Sets the password after verification, once: the request that claims the
 * step hashes; a repeat, in parallel or later (an answer lost on the way), hashes nothing and is
 * answered as the first was, and the first password stands. `client` is the caller's key in the
 * hashing queue, whose share per client is small.
 */
export async function setSignupPassword(
  deps: AuthDeps,
  flow: SignupFlow | undefined,
  password: string,
  client: string,
): Promise<void> {
  if (!flow) throw new HttpError(400, authMessages.signupExpired);
  if (flow.stage === 'verify' || flow.stage === 'email') {
    throw new HttpError(409, authMessages.verifyFirst);
  }
  if (flow.stage === 'details') return;
  const passwordHash = await deps.hashQueue.runClaimed(
    client,
    () => claimPasswordStep(deps.db, flow.id),
    () => hashPassword(password),
  );
  if (passwordHash === undefined) {
    if (await passwordStepTaken(deps.db, flow.id)) return;
    throw new HttpError(400, authMessages.signupExpired);
  }
  if (!(await storePasswordHash(deps.db, flow.id, passwordHash))) {
    throw new HttpError(400, authMessages.signupExpired);
  }
}
