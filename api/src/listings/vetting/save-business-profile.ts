// PUT /employer/profile as a listings move: the business profile is saved (accounts/employers/
// profile.ts), and in the same transaction its words are checked again when they changed. A
// profile whose name or description shows a scam signal sends the employer's live listings back
// to review (their new ones are held by hold-reasons.ts while it does); the save itself always
// succeeds, a signal holds and never refuses. Whether the ABN or the business name changed is
// returned, so the caller can ask the register about the ABN once the answer is sent
// (abn-check.ts), never inside this transaction: the register's time is not the save's. A new name
// is asked about as a new ABN is: the register's answer carries the entity's names, and the
// moderator reads the profile's name against the freshest of them.
import type { UpdateEmployerProfileRequest } from 'api-contract';
import type { Database } from '../../db/client';
import { updateEmployerProfile } from '../../accounts/employers/profile';
import { businessTextReasons } from './business-text-reasons';
import { holdLiveListings } from './hold-live-listings';

export interface SavedBusinessProfile {
  /** The ABN to ask the register about: set or changed by this save, or the business renamed. */
  abnToCheck: string | null;
  /** The live listings this save sent back to review. */
  held: string[];
}

/** Saves the profile; null when the employer no longer exists. */
export async function saveBusinessProfile(
  db: Database,
  input: { employerId: string; request: UpdateEmployerProfileRequest; now: Date },
): Promise<SavedBusinessProfile | null> {
  const { employerId, now } = input;
  return db.transaction(async (tx) => {
    const change = await updateEmployerProfile(tx, employerId, input.request);
    if (!change) return null;
    const { before, after } = change;
    // Words a moderator already saw with the listings they approved are not news.
    const wordsChanged =
      before.businessName !== after.businessName || before.description !== after.description;
    const reasons = wordsChanged ? businessTextReasons(after) : [];
    const held = await holdLiveListings(tx, { employerId, reasons, now });
    const renamed = before.businessName !== after.businessName;
    const abnToCheck = after.abn !== before.abn || renamed ? after.abn : null;
    return { abnToCheck, held };
  });
}
