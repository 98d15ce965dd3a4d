// Asking the Australian Business Register about an employer's ABN (accounts/employers/abr/), and
// what its answer does: kept with its date, and when it newly says the ABN is cancelled, the
// employer's live listings go back to review (their new ones are held while it says so,
// abn-reason.ts). An answer that says cancelled again does not hold listings a moderator has
// since approved. Asked after a save that sets or changes the ABN, and by a periodic pass over
// answers that are missing, stale or about another number. A failed call keeps nothing and
// pretends nothing: the next pass asks again.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AbrError } from '../../accounts/employers/abr/abr-answer';
import type { AbnRegister } from '../../accounts/employers/abr/abr-client';
import { employersDueForAbnCheck, keepAbnAnswer } from '../../accounts/employers/abr/abn-lookups';
import { ABN_CANCELLED_REASON } from './abn-reason';
import { holdLiveListings } from './hold-live-listings';

/** The periodic pass's most calls: the register's fair use, and a pass that ends soon. */
export const ABN_CHECK_BATCH = 20;

export interface AbnCheckOutcome {
  /** False when the employer's ABN changed while the register was asked: nothing was kept. */
  kept: boolean;
  /** The live listings the answer sent back to review. */
  held: string[];
}

/** Asks the register about `abn`, the employer's ABN; an AbrError when it gave no answer. */
export async function checkEmployerAbn(
  db: Database,
  register: AbnRegister,
  input: { employerId: string; abn: string; now: () => Date },
): Promise<AbnCheckOutcome> {
  const { employerId, abn } = input;
  const answer = await register.lookUp(abn);
  // Dated when it came, not when it was asked for.
  const now = input.now();
  return db.transaction(async (tx) => {
    const kept = await keepAbnAnswer(tx, { employerId, abn, answer, now });
    if (!kept) return { kept: false, held: [] };
    const newlyCancelled = answer.status === 'cancelled' && kept.before !== 'cancelled';
    const held = newlyCancelled
      ? await holdLiveListings(tx, { employerId, reasons: [ABN_CANCELLED_REASON], now })
      : [];
    return { kept: true, held };
  });
}

/** What a failed call says in the log: the employer and the problem, never the key. */
export function logAbnFailure(log: FastifyBaseLogger, employerId: string, error: unknown): void {
  if (error instanceof AbrError) {
    log.warn({ employerId, problem: error.problem, reason: error.message }, 'ABN lookup failed');
  } else {
    log.error({ err: error, employerId }, 'ABN lookup failed');
  }
}

/**
 * The periodic pass: at most ABN_CHECK_BATCH employers, one call at a time. The first call that
 * fails ends the pass, since a register that is down or refuses the key would fail every other
 * call the same way; the rest wait for the next pass.
 */
export async function checkDueAbns(
  db: Database,
  register: AbnRegister,
  input: { now: () => Date; log: FastifyBaseLogger; limit?: number },
): Promise<{ checked: number; held: number }> {
  const due = await employersDueForAbnCheck(db, input.now(), input.limit ?? ABN_CHECK_BATCH);
  let checked = 0;
  let held = 0;
  for (const { employerId, abn } of due) {
    try {
      const outcome = await checkEmployerAbn(db, register, { employerId, abn, now: input.now });
      checked += 1;
      held += outcome.held.length;
    } catch (error) {
      logAbnFailure(input.log, employerId, error);
      break;
    }
  }
  return { checked, held };
}
