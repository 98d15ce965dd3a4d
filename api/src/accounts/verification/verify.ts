// Verifying a student: a six-digit code mailed to a university or TAFE address they name, then
// entered on their profile. The same rules as the sign-up code: 15 minutes to use it, five wrong
// tries end it, a new one at most once a minute (it replaces the last), and the per-address daily
// mail cap. A verification lasts 12 months; one address verifies one account at a time.
import { and, eq, gt, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RequestVerificationResponse, StudentVerification } from 'api-contract';
import { newCode } from '../auth/signup-flows';
import type { Database } from '../../db/client';
import { studentVerificationCodes, studentVerifications } from '../../db/schema';
import { addMs, MINUTE_MS } from '../../plugins/time/clock';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../plugins/http/http-error';
import { enqueueMail } from '../../mail/queue';
import { verificationCodeMail } from '../../mail/templates';
import { institutionOfAddress } from './address';
import {
  deletePendingCode,
  findPendingCode,
  hashVerificationCode,
  recordWrongCode,
  verificationCodeMatches,
} from './codes';
import { verificationMessages } from './messages';

export const VERIFICATION_CODE_TTL_MS = 15 * MINUTE_MS;
export const MAX_VERIFICATION_ATTEMPTS = 5;
export const VERIFICATION_RESEND_INTERVAL_MS = MINUTE_MS;
export const VERIFICATION_MONTHS = 12;

export type VerificationDeps = Pick<FastifyInstance, 'db' | 'now' | 'mail'>;

/** The same moment `months` calendar months later (29 Feb + 12 months is 1 March). */
export function addMonths(date: Date, months: number): Date {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

/**
 * Mails a code to the address when it is a student address of a listed institution; `beforeMail`
 * counts the mail against the address's daily cap (429 over it). Whether another account holds the
 * address is said only at the confirm, once the code has proved control of it: said here, anyone
 * could ask which addresses are verified.
 */
export async function requestVerification(
  deps: VerificationDeps,
  studentId: string,
  email: string,
  beforeMail: (address: string) => Promise<unknown>,
): Promise<RequestVerificationResponse> {
  const { email: address, institution } = institutionOfAddress(email);
  const now = deps.now();
  const tooSoon = () => {
    throw new HttpError(429, verificationMessages.resendTooSoon, { 'retry-after': '60' });
  };
  const pending = await findPendingCode(deps.db, studentId);
  if (pending && pending.sentAt.getTime() + VERIFICATION_RESEND_INTERVAL_MS > now.getTime()) {
    tooSoon();
  }
  await beforeMail(address);
  const code = newCode();
  const expiresAt = addMs(now, VERIFICATION_CODE_TTL_MS);
  const row = {
    studentId,
    email: address,
    institution: institution.short_name,
    codeHash: hashVerificationCode(studentId, now, code),
    attempts: 0,
    sentAt: now,
    expiresAt,
  };
  const saved = await deps.db.transaction(async (tx) => {
    // Of two requests at once, only one replaces the code and mails it.
    const written = await tx
      .insert(studentVerificationCodes)
      .values(row)
      .onConflictDoUpdate({
        target: studentVerificationCodes.studentId,
        set: row,
        setWhere: lte(
          studentVerificationCodes.sentAt,
          addMs(now, -VERIFICATION_RESEND_INTERVAL_MS),
        ),
      })
      .returning({ studentId: studentVerificationCodes.studentId });
    if (written.length === 0) return false;
    const message = verificationCodeMail(
      address,
      code,
      institution.name,
      VERIFICATION_CODE_TTL_MS / MINUTE_MS,
    );
    await enqueueMail(
      tx,
      `student-verification:${studentId}:${now.toISOString()}`,
      message,
      now,
      expiresAt,
    );
    return true;
  });
  if (!saved) tooSoon();
  deps.mail.kick();
  return {
    email: address,
    institution: institution.short_name,
    code_expires_at: expiresAt.toISOString(),
  };
}

/** Takes the mailed code; on success the student is verified for 12 months from now. */
export async function confirmVerification(
  deps: VerificationDeps,
  studentId: string,
  code: string,
): Promise<StudentVerification> {
  const now = deps.now();
  const pending = await findPendingCode(deps.db, studentId);
  if (!pending) throw new HttpError(400, verificationMessages.noCode);
  if (pending.expiresAt <= now) {
    await deletePendingCode(deps.db, studentId);
    throw new HttpError(400, verificationMessages.codeExpired);
  }
  if (pending.attempts >= MAX_VERIFICATION_ATTEMPTS) {
    await deletePendingCode(deps.db, studentId);
    throw new HttpError(400, verificationMessages.tooManyWrongCodes);
  }
  if (!verificationCodeMatches(pending, code)) {
    const attempts = await recordWrongCode(deps.db, studentId);
    if (attempts >= MAX_VERIFICATION_ATTEMPTS) {
      await deletePendingCode(deps.db, studentId);
      throw new HttpError(400, verificationMessages.tooManyWrongCodes);
    }
    throw new HttpError(400, verificationMessages.wrongCode);
  }
  const verification = {
    email: pending.email,
    institution: pending.institution,
    verifiedAt: now,
    expiresAt: addMonths(now, VERIFICATION_MONTHS),
    remindedAt: null,
  };
  try {
    await deps.db.transaction(async (tx) => {
      // The code is used once, and not past its fifth wrong try (guesses made at the same time).
      const used = await tx
        .delete(studentVerificationCodes)
        .where(
          and(
            eq(studentVerificationCodes.studentId, studentId),
            eq(studentVerificationCodes.codeHash, pending.codeHash),
            lt(studentVerificationCodes.attempts, MAX_VERIFICATION_ATTEMPTS),
          ),
        )
        .returning({ studentId: studentVerificationCodes.studentId });
      if (used.length === 0) throw new HttpError(400, verificationMessages.codeExpired);
      // A verification that has ended frees its address for whoever proves it next.
      await tx
        .delete(studentVerifications)
        .where(
          and(
            eq(studentVerifications.email, pending.email),
            lte(studentVerifications.expiresAt, now),
          ),
        );
      await tx
        .insert(studentVerifications)
        .values({ studentId, ...verification })
        .onConflictDoUpdate({ target: studentVerifications.studentId, set: verification });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, verificationMessages.addressTaken);
    throw error;
  }
  return {
    institution: verification.institution,
    verified_at: verification.verifiedAt.toISOString(),
    expires_at: verification.expiresAt.toISOString(),
  };
}

/** The student's verification in force, or null (none, or it has ended). */
export async function verificationOf(
  db: Database,
  studentId: string,
  now: Date,
): Promise<StudentVerification | null> {
  const [row] = await db
    .select({
      institution: studentVerifications.institution,
      verifiedAt: studentVerifications.verifiedAt,
      expiresAt: studentVerifications.expiresAt,
    })
    .from(studentVerifications)
    .where(
      and(eq(studentVerifications.studentId, studentId), gt(studentVerifications.expiresAt, now)),
    );
  if (!row) return null;
  return {
    institution: row.institution,
    verified_at: row.verifiedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Removes the student's verification and any code waiting to be entered. */
export async function removeVerification(db: Database, studentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(studentVerifications).where(eq(studentVerifications.studentId, studentId));
    await tx
      .delete(studentVerificationCodes)
      .where(eq(studentVerificationCodes.studentId, studentId));
  });
}
