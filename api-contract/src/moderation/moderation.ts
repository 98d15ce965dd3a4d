// Vetted listings: a student's report of a listing, and the moderator's queue, a listing
// as the moderator reviews it and their decision. Listings held at posting or by reports wait in
// the queue as `pending`; a decision publishes, rejects or removes them.
import { z } from 'zod/mini';
import { abnRegisterAnswer } from '../accounts/abn';
import { entityId, isoDateTime, okResponse, optionalText, requiredText } from '../common/schemas';
import { TEXT_AREA_MAX_LENGTH } from '../common/limits';
import { listingPay } from '../listings/pay';

/** Why a student reports a listing. */
export const LISTING_REPORT_REASONS = [
  'scam',
  'below_minimum',
  'misleading',
  'discriminatory',
  'other',
] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

/** The words a screen shows for each reason. */
export const listingReportReasonLabels: Record<ListingReportReason, string> = {
  scam: 'Scam or fraud',
  below_minimum: 'Pay below the minimum wage',
  misleading: 'Misleading or false',
  discriminatory: 'Discriminatory',
  other: 'Something else',
};

/** POST /student/jobs/{id}/report request: a reason, and the student's words (needed for other). */
export const reportListingRequest = /* @__PURE__ */ z
  .strictObject({
    reason: z.enum(LISTING_REPORT_REASONS),
    details: /* @__PURE__ */ optionalText(TEXT_AREA_MAX_LENGTH),
  })
  .check(
    z.refine((report) => report.reason !== 'other' || report.details.length > 0, {
      message: 'Please say what is wrong with this listing.',
      path: ['details'],
    }),
  );
export type ReportListingRequest = z.infer<typeof reportListingRequest>;

export const reportListingResponse = okResponse;
export type ReportListingResponse = z.infer<typeof reportListingResponse>;

/** How many listings one student may report in a day: enough for anyone who meets scams. */
export const REPORTS_PER_DAY = 5;

export const reportMessages = {
  alreadyReported: 'You have already reported this listing. Our team will look at it.',
  /** A report waits on another listing of the same employer: one report covers their listings. */
  employerReported:
    'You have already reported a listing of this business. Our team will look at its other listings too.',
  perDay: `You can report up to ${REPORTS_PER_DAY} listings a day. Our team reads every report.`,
  notFound: 'Job not found',
} as const;

/** What the queue lists: listings held for review, or live listings that students reported. */
export const MODERATION_QUEUES = ['pending', 'reported'] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];

export const moderationQueueQuery = z.strictObject({ status: z.enum(MODERATION_QUEUES) });
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuery>;

/**
 * What an employer is told of why a listing waits for our team: the kind of reason, never which
 * words or figures tripped it (a scammer would reword around them).
 */
export const REVIEW_REASON_KINDS = [
  'listing_text',
  'business_text',
  'reports',
  'history',
  'pay',
  'abn',
] as const;
export type ReviewReasonKind = (typeof REVIEW_REASON_KINDS)[number];

/** The words an employer reads for each kind of reason. */
export const reviewReasonTexts: Record<ReviewReasonKind, string> = {
  listing_text: 'Text in this listing looks like a request for money or for contact off the site.',
  business_text:
    'Text in your business profile looks like a request for money or for contact off the site.',
  reports: 'Students reported this listing.',
  history: 'Our team removed or rejected one of your listings before.',
  pay: 'The pay is far above what this kind of work usually pays.',
  abn: 'Your ABN is cancelled on the Australian Business Register.',
};

/** Why a listing is held: a scam signal, the employer's history, its pay, or students' reports. */
export const holdReason = z.object({
  code: z.string(),
  label: z.string(),
  /** The listing's words that tripped a signal; null for reasons that are not words. */
  excerpt: z.nullable(z.string()),
  /** The kind its employer is told (absent from reasons kept before kinds were named). */
  kind: z.optional(z.enum(REVIEW_REASON_KINDS)),
});
export type HoldReason = z.infer<typeof holdReason>;

/** The kinds of reasons kept before each reason named its own. */
const LEGACY_KINDS: Record<string, ReviewReasonKind> = {
  employer_removed_before: 'history',
  employer_reported_before: 'reports',
  reported: 'reports',
  pay_far_above_usual: 'pay',
};

/** The kind of a hold reason, for its employer; a scam signal of old is the listing's text. */
export const reviewReasonKind = (reason: HoldReason): ReviewReasonKind =>
  reason.kind ?? LEGACY_KINDS[reason.code] ?? 'listing_text';

/** The open reports' weight, added up, that hides a live listing before a moderator looks... */
export const REPORT_WEIGHT_TO_HOLD = 3;
/** ...when it comes from at least this many students whose reports weigh something. */
export const REPORTERS_TO_HOLD = 2;

/** How a moderator closed a report: the listing was fine (dismissed) or it was not (upheld). */
export const REPORT_OUTCOMES = ['dismissed', 'upheld'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** What the employer's past says: their listings, those our team removed, and those reported. */
export const employerHistory = z.object({
  employer_id: entityId,
  business_name: z.string(),
  joined_at: isoDateTime,
  listings: z.number(),
  removed: z.number(),
  reported: z.number(),
  posting_suspended: z.boolean(),
});
export type EmployerHistory = z.infer<typeof employerHistory>;

/** Listing statuses as the moderator sees them. */
export const moderatedListingStatus = z.enum(['posted', 'pending', 'closed', 'expired', 'removed']);

export const moderationQueueItem = z.object({
  id: entityId,
  title: z.string(),
  status: moderatedListingStatus,
  created_at: isoDateTime,
  /** When it was held; null for a live listing that is only reported. */
  held_at: z.nullable(isoDateTime),
  reasons: z.array(holdReason),
  /** Open reports (not yet decided on). */
  reports: z.number(),
  /** Their authors' standing added up: what hides a live listing by itself (absent before). */
  report_weight: z.optional(z.number()),
  /** Whether its employer asked for a person to review it (absent before). */
  review_requested: z.optional(z.boolean()),
  /**
   * What its open reports say, one entry per reason with how many gave it, most given first
   * (absent from an older API).
   */
  report_reasons: z.optional(
    z.array(z.object({ reason: z.enum(LISTING_REPORT_REASONS), count: z.number() })),
  ),
  employer: employerHistory,
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItem>;

export const moderationQueueResponse = z.object({ listings: z.array(moderationQueueItem) });
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponse>;

/**
 * GET /moderator/counts: how many wait on each of the moderators' tabs, counted whole (not capped
 * at what a tab's list shows): held listings, listings with open reports, messages waiting and
 * employers' open requests.
 */
export const moderationCountsResponse = z.object({
  pending: z.number(),
  reported: z.number(),
  messages: z.number(),
  requests: z.number(),
});
export type ModerationCountsResponse = z.infer<typeof moderationCountsResponse>;

export const MODERATION_DECISIONS = ['approve', 'reject', 'remove'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** What the decisions kept record: a listing's, or an employer's posting reinstated. */
export const RECORDED_DECISIONS = [...MODERATION_DECISIONS, 'reinstate'] as const;
export type RecordedDecision = (typeof RECORDED_DECISIONS)[number];

export const listingReport = z.object({
  reason: z.enum(LISTING_REPORT_REASONS),
  details: z.string(),
  created_at: isoDateTime,
  /** Whether a decision has closed it. */
  open: z.boolean(),
  /** Its author's standing when they made it; null for a report made before it was kept. */
  weight: z.optional(z.nullable(z.number())),
  /** How a decision closed it; null while open (absent before it was kept). */
  outcome: z.optional(z.nullable(z.enum(REPORT_OUTCOMES))),
});

export const moderationDecisionRecord = z.object({
  decision: z.enum(MODERATION_DECISIONS),
  reason: z.string(),
  moderator_email: z.string(),
  decided_at: isoDateTime,
  /**
   * The listing's state it was made on (an approval of a closed listing dismissed its reports);
   * null before it was kept, absent from an API before that.
   */
  prior_status: z.optional(z.nullable(moderatedListingStatus)),
});
export type ModerationDecisionRecord = z.infer<typeof moderationDecisionRecord>;

/** GET /moderator/listings/{id}: everything a moderator reads before deciding. */
export const moderationListingResponse = z.object({
  ...moderationQueueItem.shape,
  short_preview: z.string(),
  description: z.string(),
  location: z.string(),
  expiry_date: z.string(),
  pay: listingPay,
  questions: z.array(z.string()),
  report_list: z.array(listingReport),
  decisions: z.array(moderationDecisionRecord),
  /** The employer's open request for a person to review it (absent before requests existed). */
  review_request: z.optional(
    z.nullable(z.object({ message: z.string(), created_at: isoDateTime })),
  ),
  /** The employer's ABN, or null when they gave none (absent from an API before it). */
  abn: z.optional(z.nullable(z.string())),
  /**
   * The Australian Business Register's answer about that ABN; null when it has not answered for
   * this number (not yet, or the API has no ABR key). Absent from an API before it.
   */
  abn_register: z.optional(z.nullable(abnRegisterAnswer)),
});
export type ModerationListingResponse = z.infer<typeof moderationListingResponse>;

/** POST /moderator/listings/{id}/decision request: the decision and why (the employer reads it). */
export const moderationDecisionRequest = z.strictObject({
  decision: z.enum(MODERATION_DECISIONS),
  reason: /* @__PURE__ */ requiredText(TEXT_AREA_MAX_LENGTH),
});
export type ModerationDecisionRequest = z.infer<typeof moderationDecisionRequest>;

export const moderationDecisionResponse = z.object({ status: moderatedListingStatus });
export type ModerationDecisionResponse = z.infer<typeof moderationDecisionResponse>;

export const moderationMessages = {
  notFound: 'Listing not found',
  /** A decision that does not fit the listing's state (approving a removed one, say). */
  notDecidable: (decision: ModerationDecision) =>
    decision === 'approve'
      ? 'Only a held listing, or one with open reports, can be approved.'
      : decision === 'reject'
        ? 'Only a held listing can be rejected.'
        : 'Only a live or held listing, or one with open reports, can be removed.',
} as const;

/**
 * POST /moderator/employers/{id}/reinstate request: why posting opens again on an employer whose
 * listing our team removed (the employer reads it).
 */
export const reinstateEmployerRequest = /* @__PURE__ */ z.strictObject({
  reason: /* @__PURE__ */ requiredText(TEXT_AREA_MAX_LENGTH),
});
export type ReinstateEmployerRequest = z.infer<typeof reinstateEmployerRequest>;

export const reinstateEmployerResponse = z.object({ posting_suspended: z.literal(false) });
export type ReinstateEmployerResponse = z.infer<typeof reinstateEmployerResponse>;

export const reinstateMessages = {
  notFound: 'Employer not found',
  notSuspended: 'Posting is not paused on this account.',
} as const;

/** Why a new listing was refused by the posting limits (429), or the employer's suspension (403). */
export const postingLimitMessages = {
  noEmployer: 'Employer not found.',
  suspended:
    'Posting is paused on your account while our team reviews a listing we removed. We will email you when it is decided.',
  perHour: (max: number) =>
    `You can post up to ${max} listings an hour. Please try again in an hour.`,
  perDay: (max: number) => `You can post up to ${max} listings a day. Please try again tomorrow.`,
  open: (max: number) =>
    `You can have up to ${max} open listings at once. Delete one you no longer need before posting another.`,
} as const;

/** What the employer's list says of a listing held for review. */
export const UNDER_REVIEW_LABEL = 'Under review — usually within a day';
