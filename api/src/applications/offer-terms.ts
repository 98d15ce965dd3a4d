// An offer's terms as both sides read them: the offer columns of applications (offer.ts makes
// and answers offers).
import { and, isNotNull, sql } from 'drizzle-orm';
import type { JobOffer } from 'api-contract';
import type { Database } from '../db/client';
import { applications } from '../db/schema';

/** The offer columns of an application, as both sides read them (null before one is made). */
export function offerOf(row: {
  offerStartDate: string | null;
  offerHoursPerWeek: number | null;
  offerNote: string | null;
  offeredAt: Date | null;
  offerAnsweredAt: Date | null;
}): JobOffer | null {
  if (row.offerStartDate === null || row.offerHoursPerWeek === null || row.offeredAt === null) {
    return null;
  }
  return {
    start_date: row.offerStartDate,
    hours_per_week: Number(row.offerHoursPerWeek),
    note: row.offerNote,
    offered_at: row.offeredAt.toISOString(),
    answered_at: row.offerAnsweredAt?.toISOString() ?? null,
  };
}

export const offerColumns = {
  offerStartDate: applications.offerStartDate,
  offerHoursPerWeek: applications.offerHoursPerWeek,
  offerNote: applications.offerNote,
  offeredAt: applications.offeredAt,
  offerAnsweredAt: applications.offerAnsweredAt,
};

/** The offers of the applications of `ids` that have one. */
export async function offersOf(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, JobOffer>> {
  const offers = new Map<string, JobOffer>();
  if (ids.length === 0) return offers;
  const rows = await db
    .select({ id: applications.id, ...offerColumns })
    .from(applications)
    .where(
      and(
        sql`${applications.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
        isNotNull(applications.offeredAt),
      ),
    );
  for (const row of rows) {
    const offer = offerOf(row);
    if (offer) offers.set(row.id, offer);
  }
  return offers;
}
