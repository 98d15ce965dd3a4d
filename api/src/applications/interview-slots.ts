// The interview times of an application (interview_slots): an invitation replaces the times of
// the one before; both sides read the times of the application's open invitation.
import { asc, eq, inArray } from 'drizzle-orm';
import type { InterviewInvitation } from 'api-contract';
import type { Database } from '../db/client';
import { interviewSlots } from '../db/schema';

export interface StoredSlot {
  id: string;
  startsAt: Date;
  location: string;
  note: string | null;
  chosen: boolean;
}

/** Replaces the application's interview times with `times`; returns the new rows, earliest first. */
export async function replaceSlots(
  tx: Database,
  input: { applicationId: string; times: Date[]; where: string; note: string | null; now: Date },
): Promise<StoredSlot[]> {
  await tx.delete(interviewSlots).where(eq(interviewSlots.applicationId, input.applicationId));
  const rows = await tx
    .insert(interviewSlots)
    .values(
      input.times.map((startsAt) => ({
        applicationId: input.applicationId,
        startsAt,
        location: input.where,
        note: input.note,
        createdAt: input.now,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The application's interview times, earliest first. */
export async function slotsOf(db: Database, applicationId: string): Promise<StoredSlot[]> {
  return db
    .select()
    .from(interviewSlots)
    .where(eq(interviewSlots.applicationId, applicationId))
    .orderBy(asc(interviewSlots.startsAt));
}

/** Marks `slotId` the chosen time of its application and no other; null: none is chosen. */
export async function chooseSlot(tx: Database, applicationId: string, slotId: string | null) {
  // Two statements: the unique index on the chosen time is checked row by row, so moving the
  // choice in one UPDATE could meet the old choice still set.
  await tx
    .update(interviewSlots)
    .set({ chosen: false })
    .where(eq(interviewSlots.applicationId, applicationId));
  if (slotId === null) return;
  await tx.update(interviewSlots).set({ chosen: true }).where(eq(interviewSlots.id, slotId));
}

/** The invitation as both sides read it, from its times (null when there are none). */
export function invitationOf(slots: readonly StoredSlot[]): InterviewInvitation | null {
  const [first] = slots;
  if (!first) return null;
  return {
    where: first.location,
    note: first.note,
    slots: slots.map((slot) => ({ starts_at: slot.startsAt.toISOString(), chosen: slot.chosen })),
  };
}

/** The open invitation of each application of `ids` that is at interview. */
export async function invitationsOf(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, InterviewInvitation>> {
  const byApplication = new Map<string, StoredSlot[]>();
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(interviewSlots)
    .where(inArray(interviewSlots.applicationId, [...ids]))
    .orderBy(asc(interviewSlots.startsAt));
  for (const row of rows) {
    byApplication.set(row.applicationId, [...(byApplication.get(row.applicationId) ?? []), row]);
  }
  const invitations = new Map<string, InterviewInvitation>();
  for (const [id, slots] of byApplication) {
    const invitation = invitationOf(slots);
    if (invitation) invitations.set(id, invitation);
  }
  return invitations;
}
