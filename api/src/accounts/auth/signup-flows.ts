// Sign-up flow repository. A flow is found by the SHA-256 of its session token; the code is
// stored as SHA-256(flow id : code), so equal codes of two flows never share a hash.
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signupFlows, users } from '../../db/schema';
import { addMs, MINUTE_MS } from '../../plugins/time/clock';
import { hashToken, randomToken } from './tokens';

export const FLOW_TTL_MS = 15 * MINUTE_MS;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_RESENDS = 5;
export const RESEND_INTERVAL_MS = MINUTE_MS;
/** Stored instead of a code hash when no code may verify (the address already has an account). */
export const NO_CODE = 'none';
/** Stored once the code has verified, so it cannot verify again. */
export const USED_CODE = 'used';

export type SignupFlow = typeof signupFlows.$inferSelect;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(flowId: string, code: string): string {
  return createHash('sha256').update(`${flowId}:${code}`).digest('hex');
}

export function codeMatches(flow: SignupFlow, code: string): boolean {
  if (flow.codeHash === NO_CODE || flow.codeHash === USED_CODE) return false;
  const expected = Buffer.from(flow.codeHash, 'hex');
  const actual = Buffer.from(hashCode(flow.id, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function accountExists(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return rows.length > 0;
}

/** A new flow at the verify stage; returns its token and the code to mail (null: no code). */
export async function createFlow(
  db: Database,
  email: string,
  withCode: boolean,
  now: Date,
): Promise<{ id: string; token: string; code: string | null }> {
  // Flows are short-lived; dropping the expired ones here keeps the table small.
  await db.delete(signupFlows).where(lte(signupFlows.expiresAt, now));
  const id = randomUUID();
  const token = randomToken();
  const code = withCode ? newCode() : null;
  const expiresAt = addMs(now, FLOW_TTL_MS);
  await db.insert(signupFlows).values({
    id,
    tokenHash: hashToken(token),
    email,
    codeHash: code ? hashCode(id, code) : NO_CODE,
    codeExpiresAt: expiresAt,
    stage: 'verify',
    lastSentAt: now,
    expiresAt,
    createdAt: now,
  });
  return { id, token, code };
}

/** The flow of a session token, or undefined when unknown or expired. */
export async function findLiveFlow(
  db: Database,
  token: string,
  now: Date,
): Promise<SignupFlow | undefined> {
  const [flow] = await db
    .select()
    .from(signupFlows)
    .where(eq(signupFlows.tokenHash, hashToken(token)));
  if (!flow || flow.expiresAt <= now) return undefined;
  return flow;
}

/** Counts a wrong code; returns the attempts so far (atomic, so parallel guesses all count). */
export async function recordWrongCode(db: Database, flowId: string): Promise<number> {
  const [row] = await db
    .update(signupFlows)
    .set({ attempts: sql`${signupFlows.attempts} + 1` })
    .where(eq(signupFlows.id, flowId))
    .returning({ attempts: signupFlows.attempts });
  return row?.attempts ?? MAX_CODE_ATTEMPTS;
}

export async function deleteFlow(db: Pick<Database, 'delete'>, flowId: string): Promise<void> {
  await db.delete(signupFlows).where(eq(signupFlows.id, flowId));
}

/**
 * Moves a flow from one stage to the next; false when it was no longer at `from` or has used up
 * its code attempts (parallel guesses must not slip past the fifth).
 */
export async function advanceStage(
  db: Database,
  flowId: string,
  from: SignupFlow['stage'][],
  values: Partial<Pick<SignupFlow, 'stage' | 'codeHash' | 'passwordHash'>>,
): Promise<boolean> {
  const rows = await db
    .update(signupFlows)
    .set(values)
    .where(
      and(
        eq(signupFlows.id, flowId),
        inArray(signupFlows.stage, from),
        lt(signupFlows.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: signupFlows.id });
  return rows.length > 0;
}

/**
 * Takes the flow's password step for one request: moves it from `password` to `details` with no
 * hash yet. Only one request can move it, so of parallel or repeated submits only that one hashes
 * (so one flow cannot fill the hashing queue). False when the step was taken before, or the flow
 * is gone.
 */
export async function claimPasswordStep(db: Database, flowId: string): Promise<boolean> {
  const rows = await db
    .update(signupFlows)
    .set({ stage: 'details', passwordHash: null })
    .where(
      and(
        eq(signupFlows.id, flowId),
        eq(signupFlows.stage, 'password'),
        lt(signupFlows.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: signupFlows.id });
  return rows.length > 0;
}

/** Keeps the hash of a claimed password step; false when the flow is gone (it expired). */
export async function storePasswordHash(
  db: Database,
  flowId: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(signupFlows)
    .set({ passwordHash })
    .where(
      and(
        eq(signupFlows.id, flowId),
        eq(signupFlows.stage, 'details'),
        isNull(signupFlows.passwordHash),
      ),
    )
    .returning({ id: signupFlows.id });
  return rows.length > 0;
}

/** Whether the flow still exists with its password step taken. */
export async function passwordStepTaken(db: Database, flowId: string): Promise<boolean> {
  const rows = await db
    .select({ id: signupFlows.id })
    .from(signupFlows)
    .where(and(eq(signupFlows.id, flowId), eq(signupFlows.stage, 'details')));
  return rows.length > 0;
}

/** Replaces the code (the old one dies); false when another resend won the race. */
export async function replaceCode(
  db: Database,
  flow: SignupFlow,
  code: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(signupFlows)
    .set({
      codeHash: code ? hashCode(flow.id, code) : NO_CODE,
      lastSentAt: now,
      resendCount: flow.resendCount + 1,
    })
    .where(
      and(
        eq(signupFlows.id, flow.id),
        eq(signupFlows.resendCount, flow.resendCount),
        eq(signupFlows.stage, 'verify'),
      ),
    )
    .returning({ id: signupFlows.id });
  return rows.length > 0;
}
