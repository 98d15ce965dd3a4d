// The last sign-up step: the account and its role's profile in one transaction, then the flow
// is gone. A concurrent sign-up of the same address loses on the unique lower(email) index.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SignupDetailsRequest } from 'api-contract';
import type { Database } from '../../db/client';
import {
  employers,
  qualifications,
  signupFlows,
  studentQualifications,
  students,
  users,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../plugins/http/http-error';
import { authMessages } from './messages';
import type { AuthUser } from './session-types';
import type { SignupFlow } from './signup-flows';

/** Every key of `quals` must be a known qualification code; returns the ticked ones. */
async function tickedQualifications(
  db: Database,
  quals: Record<string, boolean>,
): Promise<string[]> {
  const keys = Object.keys(quals);
  if (keys.length === 0) return [];
  const known = await db
    .select({ code: qualifications.code })
    .from(qualifications)
    .where(inArray(qualifications.code, keys));
  const knownCodes = new Set(known.map((row) => row.code));
  const unknown = keys.find((key) => !knownCodes.has(key));
  if (unknown !== undefined) throw new HttpError(400, authMessages.unknownQualification(unknown));
  return keys.filter((key) => quals[key] === true);
}

export async function completeSignup(
  db: Database,
  flow: SignupFlow | undefined,
  details: SignupDetailsRequest,
): Promise<AuthUser> {
  if (!flow) throw new HttpError(400, authMessages.signupExpired);
  if (flow.stage === 'verify' || flow.stage === 'email')
    throw new HttpError(409, authMessages.verifyFirst);
  if (flow.stage === 'password' || !flow.passwordHash)
    throw new HttpError(409, authMessages.passwordFirst);
  const passwordHash = flow.passwordHash;
  const ticked =
    details.role === 'student' ? await tickedQualifications(db, details.student.quals) : [];

  try {
    return await db.transaction(async (tx) => {
      // Claim the flow first: of two concurrent completions only one finds it.
      const claimed = await tx
        .delete(signupFlows)
        .where(and(eq(signupFlows.id, flow.id), eq(signupFlows.stage, 'details')))
        .returning({ id: signupFlows.id });
      if (claimed.length === 0) throw new HttpError(400, authMessages.signupExpired);
      const taken = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${flow.email})`);
      if (taken.length > 0) throw new HttpError(409, authMessages.accountExists);

      const [user] = await tx
        .insert(users)
        .values({ email: flow.email, passwordHash, role: details.role })
        .returning({ id: users.id });
      if (!user) throw new Error('sign-up: the user row was not created');
      if (details.role === 'student') {
        const s = details.student;
        await tx.insert(students).values({
          userId: user.id,
          fullName: s.full_name,
          study: s.study,
          institution: s.institution,
          about: s.about ?? null,
          experience: s.experience ?? null,
          otherQualifications: s.other_qualifications ?? null,
        });
        if (ticked.length > 0) {
          await tx
            .insert(studentQualifications)
            .values(ticked.map((code) => ({ studentId: user.id, qualificationCode: code })));
        }
      } else {
        await tx.insert(employers).values({
          userId: user.id,
          businessName: details.employer.business_name,
          description: details.employer.description ?? null,
        });
      }
      return { id: user.id, role: details.role };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, authMessages.accountExists);
    throw error;
  }
}
