// Aiming the generators at the world's rows: field hints (real ids, codes, the shared student's
// credentials) and the alignment of fields that only work together.
import fc from 'fast-check';
import { PASSWORD } from '../auth-helpers';
import { routeName, type FuzzRoute } from './routes';
import type { World } from './world';
import type { Hints } from './zod-arbitrary';

/** Field generators aimed at the world's rows, mixed with random values of the right shape. */
export function hintsFor(route: FuzzRoute, world: World): Hints {
  const realOr = (ids: string[]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  const ids = [...world.listingIds, ...world.applicationIds];
  const codes = fc.constantFrom(...world.qualificationCodes);
  const hints: Record<string, fc.Arbitrary<unknown>> = {
    id: realOr(ids),
    application_id: realOr(world.applicationIds),
    job_id: realOr(world.listingIds),
    qualifications: fc.array(fc.oneof(codes, fc.string({ maxLength: 8 })), { maxLength: 4 }),
    quals: fc.dictionary(codes, fc.boolean(), { maxKeys: 3 }),
    email: fc.oneof(fc.constant(world.studentEmail), fc.emailAddress()),
    password: fc.oneof(fc.constant(PASSWORD), fc.string({ minLength: 8, maxLength: 20 })),
    session_token: realOr(world.signupTokens),
    token: realOr(world.resetTokens),
    code: fc.oneof(fc.constantFrom(...world.signupCodes), fc.stringMatching(/^\d{6}$/)),
  };
  if (routeName(route) === 'POST /student/jobs/apply') {
    // Question ids and answers come in pairs; one question set per listing.
    hints.questions = fc.constantFrom(...world.questionIds);
    hints.answers = fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 3 });
  }
  return hints;
}

/** Makes a generated value consistent across fields where the contract cannot (see alignFor). */
export type Align = (value: unknown) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fields that only work together, which independent generators almost never line up: an apply's
 * questions must be the job's own (one answer each), a sign-up code must be the flow's own.
 */
export function alignFor(route: FuzzRoute, world: World): Align {
  const name = routeName(route);
  if (name === 'POST /student/jobs/apply') {
    return (value) => {
      if (!isRecord(value)) return value;
      const questions = world.questionIds[world.listingIds.indexOf(String(value.job_id))];
      if (!questions) return value;
      return { ...value, questions, answers: questions.map((_, i) => `Answer ${i + 1}`) };
    };
  }
  if (name === 'POST /auth/signup/verify') {
    return (value) => {
      if (!isRecord(value)) return value;
      const code = world.signupCodes[world.signupTokens.indexOf(String(value.session_token))];
      return code ? { ...value, code } : value;
    };
  }
  return (value) => value;
}
