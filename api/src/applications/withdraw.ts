// POST /student/applications/{id}/withdraw: the owner withdraws an application still under way
// (the withdraw move of applications/status.ts). The row is locked first, as every pipeline move
// locks it (history.ts); one statement then sets the status and gives the listing its slot back,
// so a full listing reopens, and the move is written to the history in the same transaction.
import { sql } from 'drizzle-orm';
import { a, moveStatus } from './status-sql';
import { queryRows, type Database } from '../db/client';
import type { ApplicationStatus } from '../db/schema';
import { HttpError } from '../plugins/http/http-error';
import { studentMessages } from '../accounts/students/messages';
import { recordMove } from './history';
import { canMove } from './status';
import { lockOwnApplication } from './student-own';

const REFUSALS: Partial<Record<ApplicationStatus, string>> = {
  rejected: studentMessages.rejectedCannotWithdraw,
  hired: studentMessages.hiredCannotWithdraw,
  declined: studentMessages.declinedCannotWithdraw,
  withdrawn: studentMessages.alreadyWithdrawn,
};

export async function withdrawApplication(
  db: Database,
  input: { applicationId: string; studentId: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnApplication(tx, input.applicationId, input.studentId);
    if (!canMove('withdraw', row.status)) {
      throw new HttpError(409, REFUSALS[row.status] ?? studentMessages.alreadyWithdrawn);
    }
    const withdrawn = await queryRows<{ id: string }>(
      tx,
      sql`${moveStatus('withdraw', sql`${a.id} = ${input.applicationId}::uuid`)}
        select moved.id from moved`,
    );
    if (withdrawn.length === 0) throw new Error('withdrawing a locked application moved nothing');
    await recordMove(tx, {
      applicationId: input.applicationId,
      from: row.status,
      to: 'withdrawn',
      actor: { role: 'student', id: input.studentId },
      at: now,
    });
  });
}
