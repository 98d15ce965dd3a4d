// Browsing and searching open jobs, jobs like another, and the site's sitemap (listings module).
import { z } from 'zod/mini';
import {
  entityId,
  hasCoordinatePair,
  hasCursorPair,
  isoDate,
  isoDateTime,
  keysetCursorShape,
  pageLimit,
  validationMessages,
} from '../common/schemas';
import {
  BROWSE_FIRST_PAGE_SIZE,
  MAX_RADIUS_KM,
  SEARCH_WORDS_MAX_LENGTH,
  SITEMAP_MAX_URLS,
} from '../common/limits';
import { listingPay, PAY_CENTS_MAX } from './pay';
import { categoryCode } from './reference';

/**
 * Search words: matched against a listing's title, business name, short preview and
 * description with `websearch_to_tsquery` syntax ("quoted phrase", `or`, `-word`), English
 * stemming and each word as a prefix ("barist" finds "Barista"). Blank means no words.
 */
export const searchWords = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.maxLength(
      SEARCH_WORDS_MAX_LENGTH,
      /* @__PURE__ */ validationMessages.tooLong(SEARCH_WORDS_MAX_LENGTH),
    ),
  );

/**
 * How well a card matched the words: 1 when they all match its title or business name, 2 when
 * they need its preview or description. With words, cards come rank 1 first, then newest first.
 */
export const searchRank = /* @__PURE__ */ z.number().check(z.int(), z.gte(1), z.lte(2));

/**
 * GET /system/jobs/by-category query: category_code, limit (default 3), optional keyset cursor
 * (before_created_at + before_id, and with words the last card's before_rank), optional lat +
 * long (both or neither) and radius_km, optional min_hourly_cents, optional words (q).
 */
export const jobsByCategoryQuery = /* @__PURE__ */ z
  .strictObject({
    ...keysetCursorShape,
    category_code: categoryCode,
    limit: /* @__PURE__ */ pageLimit(BROWSE_FIRST_PAGE_SIZE),
    lat: z.optional(/* @__PURE__ */ z.coerce.number().check(z.gte(-90), z.lte(90))),
    long: z.optional(/* @__PURE__ */ z.coerce.number().check(z.gte(-180), z.lte(180))),
    radius_km: z.optional(
      /* @__PURE__ */ z.coerce.number().check(z.positive(), z.lte(MAX_RADIUS_KM)),
    ),
    /** Only listings paying at least this much an hour (their hourly equivalent), in cents. */
    min_hourly_cents: z.optional(
      /* @__PURE__ */ z.coerce.number().check(z.int(), z.positive(), z.lte(PAY_CENTS_MAX)),
    ),
    q: z.optional(searchWords),
    /** The rank of the cursor's card, when paging through a search with words. */
    before_rank: z.optional(/* @__PURE__ */ z.coerce.number().check(z.int(), z.gte(1), z.lte(2))),
  })
  .check(
    z.refine(hasCursorPair, { message: validationMessages.cursorPair, path: ['before_id'] }),
    z.refine((q) => q.before_rank === undefined || q.before_id !== undefined, {
      message: validationMessages.rankWithCursor,
      path: ['before_rank'],
    }),
    z.refine((q) => hasCoordinatePair(q.lat, q.long), {
      message: validationMessages.coordinatesPair,
      path: ['long'],
    }),
  );
export type JobsByCategoryQuery = z.infer<typeof jobsByCategoryQuery>;
export type JobsByCategoryQueryInput = z.input<typeof jobsByCategoryQuery>;

/** Job card of GET /system/jobs/by-category (canonical names only: short_preview, max_applications). */
export const jobCard = z.object({
  id: entityId,
  title: z.string(),
  company: z.string(),
  short_preview: z.string(),
  location: z.string(),
  /** Expiry date, YYYY-MM-DD. */
  expiry: isoDate,
  /** Applications counted toward the cap. */
  applications: /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
  max_applications: /* @__PURE__ */ z.number().check(z.int(), z.positive()),
  created_at: isoDateTime,
  pay: listingPay,
  /** With search words only: how well it matched (searchRank), the cursor's third part. */
  rank: z.optional(searchRank),
  /**
   * With a place (lat and long) only: kilometres from it in a straight line, to one decimal.
   * Absent from an older API, and from cards not searched by place.
   */
  distance_km: z.optional(/* @__PURE__ */ z.number().check(z.nonnegative())),
});
export type JobCard = z.infer<typeof jobCard>;

/** GET /system/jobs/by-category response: newest first; has_more says a further page exists. */
export const jobsByCategoryResponse = z.object({
  jobs: z.array(jobCard),
  has_more: z.boolean(),
});
export type JobsByCategoryResponse = z.infer<typeof jobsByCategoryResponse>;

/** How many open jobs like another GET /system/jobs/{id}/similar answers with. */
export const SIMILAR_JOBS = 3;
/** Within this many kilometres of the other job, when its place is known. */
export const SIMILAR_JOBS_RADIUS_KM = 10;

/**
 * GET /system/jobs/{id}/similar response: open jobs like a listing that no longer takes
 * applications (its category, nearby), newest first, at most SIMILAR_JOBS, never the listing itself.
 */
export const similarJobsResponse = z.object({
  jobs: /* @__PURE__ */ z.array(jobCard).check(z.maxLength(SIMILAR_JOBS)),
});
export type SimilarJobsResponse = z.infer<typeof similarJobsResponse>;

/** A listing of the site's sitemap: its id and when it last changed (its publication). */
export const sitemapJob = z.object({ id: entityId, last_modified: isoDateTime });
export type SitemapJob = z.infer<typeof sitemapJob>;

/**
 * GET /system/jobs/sitemap response: the open listings, newest first, at most
 * SITEMAP_MAX_URLS of them.
 */
export const jobsSitemapResponse = z.object({
  jobs: /* @__PURE__ */ z.array(sitemapJob).check(z.maxLength(SITEMAP_MAX_URLS)),
});
export type JobsSitemapResponse = z.infer<typeof jobsSitemapResponse>;
