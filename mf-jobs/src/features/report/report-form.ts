import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import {
  LISTING_REPORT_REASONS,
  type ListingReportReason,
  reportListingRequest,
  type ReportListingRequest,
} from 'api-contract/moderation';

export interface ReportDraft {
  reason: ListingReportReason | '';
  details: string;
}

export const EMPTY_REPORT: ReportDraft = { reason: '', details: '' };

export const CHOOSE_REASON = 'Choose what is wrong with this listing.';

/** The draft as the API takes it, or the message of each field the contract refuses. */
export function checkReport(
  draft: ReportDraft,
):
  | { ok: true; body: ReportListingRequest }
  | { ok: false; errors: Partial<Record<keyof ReportDraft, string>> } {
  if (!draft.reason || !(LISTING_REPORT_REASONS as readonly string[]).includes(draft.reason))
    return { ok: false, errors: { reason: CHOOSE_REASON } };
  const parsed = reportListingRequest.safeParse({
    reason: draft.reason,
    details: draft.details.slice(0, TEXT_AREA_MAX_LENGTH + 1),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof ReportDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'reason' || field === 'details') && !errors[field])
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}
