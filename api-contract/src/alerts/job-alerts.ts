// Job alerts: a saved search (category or all, words, place and radius, minimum pay)
// whose new listings are mailed at once or in a daily digest. A student saves one from their
// account; anyone else by email alone, turned on by a link mailed to that address. Every alert
// mail carries a signed one-click unsubscribe link (RFC 8058) that needs no login.
import { z } from 'zod/mini';
import {
  emailAddress,
  entityId,
  isoDateTime,
  latitude,
  longitude,
  opaqueToken,
  requiredText,
} from '../common/schemas';
import { ALERT_CONFIRM_DAYS, JOB_ALERTS_MAX, MAX_RADIUS_KM } from '../common/limits';
import { categoryCode } from '../listings/reference';
import { searchWords } from '../listings/browse';
import { formatDollars, PAY_CENTS_MAX } from '../listings/pay';

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export const alertFrequency = z.enum(ALERT_FREQUENCIES);
export type AlertFrequency = z.infer<typeof alertFrequency>;

export const jobAlertMessages = {
  tooMany: `You have ${JOB_ALERTS_MAX} job alerts, the most we keep. Delete one to add another.`,
  duplicate: 'You already have an alert for this search.',
  notFound: 'This alert no longer exists.',
  badLink:
    'This unsubscribe link is not valid. Open the latest alert email and try its link again.',
  checkInbox: `Check your inbox: we sent a link to turn this alert on. It works for ${ALERT_CONFIRM_DAYS} days.`,
  badConfirmLink:
    'This link is not valid or has expired. Save the search as an alert again to get a new one.',
} as const;

const alertPlaceShape = {
  name: /* @__PURE__ */ requiredText(),
  lat: latitude,
  lng: longitude,
  radius_km: /* @__PURE__ */ z.number().check(z.positive(), z.lte(MAX_RADIUS_KM)),
};

/** Where an alert looks: a named place with its coordinates, and a radius around it. */
export const alertPlace = z.strictObject(alertPlaceShape);
export type AlertPlace = z.infer<typeof alertPlace>;

const alertSearchShape = {
  category_code: z.nullable(categoryCode),
  q: searchWords,
  min_hourly_cents: z.nullable(
    /* @__PURE__ */ z.number().check(z.int(), z.positive(), z.lte(PAY_CENTS_MAX)),
  ),
};

/**
 * What an alert searches for: each part optional (null: any category, anywhere, any pay). Strict,
 * as every request is: a field the API does not know is refused.
 */
export const alertSearch = z.strictObject({ ...alertSearchShape, place: z.nullable(alertPlace) });
export type AlertSearch = z.infer<typeof alertSearch>;

/**
 * The same search in an answer: not strict, so a field the API adds to it later is dropped by a
 * remote built before, not refused (answers never refuse a field: added-fields.test.ts).
 */
const alertSearchAnswer = z.object({
  ...alertSearchShape,
  place: z.nullable(z.object(alertPlaceShape)),
});

/**
 * An alert's search in a line, for the profile and the alert mails:
 * '"barista" in Hospitality near Newtown NSW (10 km), $35+/h', 'Jobs near Newtown NSW (5 km)',
 * 'All jobs'. `categoryName` is the display name of search.category_code (null for any).
 */
export function describeAlertSearch(search: AlertSearch, categoryName: string | null): string {
  const words = search.q.trim();
  const what = words
    ? `"${words}"${categoryName ? ` in ${categoryName}` : ''}`
    : (categoryName ?? (search.place || search.min_hourly_cents ? 'Jobs' : 'All jobs'));
  const where = search.place ? ` near ${search.place.name} (${search.place.radius_km} km)` : '';
  const pay = search.min_hourly_cents ? `, ${formatDollars(search.min_hourly_cents)}+/h` : '';
  return `${what}${where}${pay}`;
}

/** POST /student/alerts request: the search and how often to mail. */
export const createJobAlertRequest = z.strictObject({
  search: alertSearch,
  frequency: alertFrequency,
});
export type CreateJobAlertRequest = z.infer<typeof createJobAlertRequest>;
export type CreateJobAlertRequestInput = z.input<typeof createJobAlertRequest>;

/** An alert as the profile lists it. */
export const jobAlert = z.object({
  id: entityId,
  search: alertSearchAnswer,
  frequency: alertFrequency,
  paused: z.boolean(),
  created_at: isoDateTime,
});
export type JobAlert = z.infer<typeof jobAlert>;

/** POST /student/alerts and PUT /student/alerts/{id} response. */
export const jobAlertResponse = z.object({ alert: jobAlert });
export type JobAlertResponse = z.infer<typeof jobAlertResponse>;

/** GET /student/alerts response: every alert of the user, newest first. */
export const jobAlertsResponse = z.object({ alerts: z.array(jobAlert) });
export type JobAlertsResponse = z.infer<typeof jobAlertsResponse>;

/** PUT /student/alerts/{id} request: pause or resume, or change how often it mails. */
export const updateJobAlertRequest = z.strictObject({
  paused: z.optional(z.boolean()),
  frequency: z.optional(alertFrequency),
});
export type UpdateJobAlertRequest = z.infer<typeof updateJobAlertRequest>;

/** DELETE /student/alerts/{id} response. */
export const deleteJobAlertResponse = z.object({ ok: z.literal(true) });

/**
 * POST /alerts/unsubscribe?token=… (public, RFC 8058 one-click: mail clients POST
 * `List-Unsubscribe=One-Click` to it; the page behind the mail's link posts no body). The token is
 * the alert's signed id. `already` when the alert was removed before (the link works once).
 */
export const unsubscribeQuery = z.strictObject({ token: opaqueToken });
export const unsubscribeResponse = z.object({
  status: z.enum(['unsubscribed', 'already']),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;

/**
 * POST /alerts/subscribe (public): anyone saves a search as an alert with an email address and no
 * account. It mails a link to that address (POST /alerts/confirm) that turns the alert on; nothing
 * is mailed until then. The answer is the same whether or not the address already has the alert.
 */
export const subscribeJobAlertRequest = z.strictObject({
  email: emailAddress,
  search: alertSearch,
  frequency: alertFrequency,
});
export type SubscribeJobAlertRequest = z.infer<typeof subscribeJobAlertRequest>;
export const subscribeJobAlertResponse = z.object({ status: z.literal('sent') });
export type SubscribeJobAlertResponse = z.infer<typeof subscribeJobAlertResponse>;

/**
 * GET /alerts/describe?token=… (public): what the alert a mailed link names is for, so its page
 * can say it before anyone acts. Reading changes nothing. An alert not yet turned on is described
 * without its words (they were typed by whoever asked, not necessarily the inbox's owner).
 */
export const describeAlertLinkQuery = z.strictObject({ token: opaqueToken });
export const describeAlertLinkResponse = z.object({ description: z.string() });
export type DescribeAlertLinkResponse = z.infer<typeof describeAlertLinkResponse>;

/**
 * POST /alerts/confirm?token=… (public): turns on the alert the mailed link names (its signed id),
 * for ALERT_CONFIRM_DAYS days after it was sent. `already` when it was on before.
 */
export const confirmJobAlertQuery = z.strictObject({ token: opaqueToken });
export const confirmJobAlertResponse = z.object({ status: z.enum(['confirmed', 'already']) });
export type ConfirmJobAlertResponse = z.infer<typeof confirmJobAlertResponse>;
