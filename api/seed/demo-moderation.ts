// The demo's moderation queue, so the demo moderator has something to review: one listing held at
// posting (its words move contact to WhatsApp, a scam signal, from an otherwise honest events
// company, which has asked for a review) and one live listing a student reported. Both go through
// the real checks: the hold's reasons are what the scam signals find in the listing's words, and
// the report weighs what its author's standing gives it.
import type { Database } from '../src/db/client';
import { listingHolds, listingReports, listings, reviewRequests } from '../src/db/schema';
import { payColumns } from '../src/listings/pay-sql';
import { reporterStanding, reportWeight } from '../src/listings/vetting/reporter-standing';
import { scamSignals } from '../src/listings/vetting/scam-signals';

export const DEMO_HELD_LISTING = {
  employer: 'bignight',
  title: 'Promo Street Team',
  shortPreview: 'Hand out flyers for our summer festival around Newtown and the city.',
  description:
    'Friendly, outgoing people to hand out festival flyers on Friday afternoons. Message me on WhatsApp to book your first shift.',
} as const;

/** What the held listing's employer asked our team. */
export const DEMO_REVIEW_REQUEST =
  'That WhatsApp number is our booking line. Happy to change the wording if you prefer another way.';

export const DEMO_REPORT = {
  student: 'liam',
  listing: 'Removalist Offsider',
  details: 'The ad says weekly pay, but the depot asked for two unpaid trial days first.',
} as const;

export async function seedDemoModeration(
  tx: Database,
  ids: {
    employerIds: ReadonlyMap<string, string>;
    studentIds: ReadonlyMap<string, string>;
    listingIds: ReadonlyMap<string, string>;
  },
  now: Date,
): Promise<void> {
  const employerId = ids.employerIds.get(DEMO_HELD_LISTING.employer);
  const studentId = ids.studentIds.get(DEMO_REPORT.student);
  const reported = ids.listingIds.get(DEMO_REPORT.listing);
  if (!employerId || !studentId || !reported) throw new Error('seed: demo moderation data');
  const heldAt = new Date(now.getTime() - 3 * 60 * 60 * 1000);
  const reasons = scamSignals([
    DEMO_HELD_LISTING.title,
    DEMO_HELD_LISTING.shortPreview,
    DEMO_HELD_LISTING.description,
  ]).map(({ code, label, excerpt }) => ({ code, kind: 'listing_text' as const, label, excerpt }));
  const [held] = await tx
    .insert(listings)
    .values({
      employerId,
      categoryCode: 'EVNT',
      title: DEMO_HELD_LISTING.title,
      shortPreview: DEMO_HELD_LISTING.shortPreview,
      description: DEMO_HELD_LISTING.description,
      location: 'Newtown NSW 2042',
      latitude: -33.8978,
      longitude: 151.1795,
      expiryDate: new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
      maxApplications: 20,
      status: 'pending',
      createdAt: heldAt,
      // Never alerted while held: the alert pass looks at a listing when it is published.
      alertsScannedAt: heldAt,
      ...payColumns({
        amount_cents: 3400,
        unit: 'hour',
        employment_type: 'casual',
        hours_min: 3,
        hours_max: 6,
        schedule: 'Friday afternoons',
        junior_rates: false,
      }),
    })
    .returning({ id: listings.id });
  if (!held) throw new Error('seed: could not create the held demo listing');
  await tx.insert(listingHolds).values({ listingId: held.id, reasons, heldAt });
  await tx.insert(reviewRequests).values({
    employerId,
    listingId: held.id,
    message: DEMO_REVIEW_REQUEST,
    createdAt: new Date(heldAt.getTime() + 20 * 60 * 1000),
  });
  const reportedAt = new Date(now.getTime() - 26 * 60 * 60 * 1000);
  const standing = await reporterStanding(tx, { studentId, listingId: reported, now: reportedAt });
  await tx.insert(listingReports).values({
    listingId: reported,
    studentId,
    reason: 'misleading',
    details: DEMO_REPORT.details,
    createdAt: reportedAt,
    weight: reportWeight(standing),
  });
}
