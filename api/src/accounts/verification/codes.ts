// The code mailed to a university or TAFE address, one at a time per student. Stored as the
// SHA-256 of `student:sentAt:code` (as the sign-up code is): the table never shows a code as it
// was mailed, two equal codes never share a hash, and a code dies in 15 minutes, so one worked
// back from a leaked hash by trying every six-digit number is of no use for long. Compared in
// constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studentVerificationCodes } from '../../db/schema';

export type VerificationCode = typeof studentVerificationCodes.$inferSelect;

export function hashVerificationCode(studentId: string, sentAt: Date, code: string): string {
  return createHash('sha256').update(`${studentId}:${sentAt.toISOString()}:${code}`).digest('hex');
}

export function verificationCodeMatches(pending: VerificationCode, code: string): boolean {
  const expected = Buffer.from(pending.codeHash, 'hex');
  const actual = Buffer.from(hashVerificationCode(pending.studentId, pending.sentAt, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function findPendingCode(
  db: Database,
  studentId: string,
): Promise<VerificationCode | undefined> {
  const [row] = await db
    .select()
    .from(studentVerificationCodes)
    .where(eq(studentVerificationCodes.studentId, studentId));
  return row;
}

/** Replaces the student's pending code (the old one stops working). */
export async function savePendingCode(
  db: Database,
  row: Omit<VerificationCode, 'attempts'>,
): Promise<void> {
  await db
    .insert(studentVerificationCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: studentVerificationCodes.studentId,
      set: { ...row, attempts: 0 },
    });
}

/** Counts a wrong code; returns the attempts so far (atomic, so parallel guesses all count). */
export async function recordWrongCode(db: Database, studentId: string): Promise<number> {
  const [row] = await db
    .update(studentVerificationCodes)
    .set({ attempts: sql`${studentVerificationCodes.attempts} + 1` })
    .where(eq(studentVerificationCodes.studentId, studentId))
    .returning({ attempts: studentVerificationCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function deletePendingCode(db: Database, studentId: string): Promise<void> {
  await db
    .delete(studentVerificationCodes)
    .where(eq(studentVerificationCodes.studentId, studentId));
}
