// What a listing is checked against before it is posted or changed, the same for a new listing
// (create-listing.ts) and an edit (edit/edit-listing.ts): the rules of its fields that depend on
// the date, and the reasons to hold it for our team's review (vetting/hold-reasons.ts), read with
// its employer's business profile.
import {
  checkMinimumPay,
  hourlyCents,
  type CreateListingRequest,
  type HoldReason,
  type MinimumWageRate,
} from 'api-contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { employers } from '../db/schema';
import { employerMessages } from '../accounts/employers/messages';
import { HttpError } from '../plugins/http/http-error';
import { holdReasons } from './vetting/hold-reasons';

/**
 * The rules of a listing's fields that depend on the date, for a new listing and an edit alike:
 * the expiry strictly after today in Sydney, and pay at least the legal minimum for every day the
 * listing runs. Refuses with 400 in the words the form shows.
 */
export function checkExpiryAndPay(
  request: CreateListingRequest,
  minimumWages: readonly MinimumWageRate[],
  today: string,
): void {
  const { pay } = request;
  // ISO dates compare as strings.
  if (request.expiry_date <= today) {
    throw new HttpError(400, employerMessages.expiryNotAfterToday);
  }
  const minimum = checkMinimumPay(
    minimumWages,
    { ...pay, hourly_cents: hourlyCents(pay) },
    today,
    request.expiry_date,
  );
  if (!minimum.ok) throw new HttpError(400, minimum.detail);
}

/** All a student reads of a listing, which the scam signals look at. */
export const listingTexts = (request: CreateListingRequest): string[] => [
  request.title,
  request.short_preview,
  request.description,
  request.location,
  request.pay.schedule,
  ...request.questions.map((q) => q.text),
];

/**
 * Why this listing, as the request words it, must wait for a moderator (none: it may go live).
 * Run inside the transaction that holds the employer's row, so a profile edit waits for it.
 */
export async function reasonsToHold(
  tx: Database,
  input: {
    employerId: string;
    request: CreateListingRequest;
    minimumWages: readonly MinimumWageRate[];
    today: string;
  },
): Promise<HoldReason[]> {
  const { employerId, request } = input;
  const [business] = await tx
    .select({ businessName: employers.businessName, description: employers.description })
    .from(employers)
    .where(eq(employers.userId, employerId));
  return holdReasons(tx, {
    employerId,
    business: {
      businessName: business?.businessName ?? '',
      description: business?.description ?? '',
    },
    categoryCode: request.category_code,
    texts: listingTexts(request),
    hourlyCents: hourlyCents(request.pay),
    minimumWages: input.minimumWages,
    today: input.today,
  });
}
