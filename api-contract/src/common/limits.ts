// Business constants and limits of SPEC section 9, shared by the screens and the API.

/** Auth flow state lifetime: 15 minutes after the flow starts. */
export const AUTH_FLOW_TTL_MINUTES = 15;
/** Length of the emailed sign-up verification code. */
export const VERIFICATION_CODE_LENGTH = 6;
/** Shortest accepted password. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest accepted password (protects the password hash from oversized input). */
export const PASSWORD_MAX_LENGTH = 1024;
/** Longest accepted email address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Text areas: about, experience, other qualifications, description, answers, anything else. */
export const TEXT_AREA_MAX_LENGTH = 250;
/** Listing short preview. */
export const SHORT_PREVIEW_MAX_LENGTH = 120;
/** Single-line names and titles (the spec sets no limit; this cap only stops abuse). */
export const SHORT_TEXT_MAX_LENGTH = 200;
/** Most questions one listing may ask (the spec sets no limit; this cap only stops abuse). */
export const LISTING_QUESTIONS_MAX = 20;
/** Largest application cap one listing may set (the spec sets no limit; this cap only stops abuse). */
export const MAX_APPLICATIONS_LIMIT = 10_000;

/** Resume: PDF, DOC or DOCX, at most 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Employer listings, their applications and student applications: page size 5. */
export const LIST_PAGE_SIZE = 5;
/** Largest page any keyset-paginated call returns. */
export const MAX_PAGE_SIZE = 50;
/** Browse: first page per category. */
export const BROWSE_FIRST_PAGE_SIZE = 3;
/** Browse: each load-more page. */
export const BROWSE_MORE_PAGE_SIZE = 6;
/** Browse: skeleton placeholders per category while loading. */
export const BROWSE_SKELETON_COUNT = 3;

/** Browse radius options in km, and the default. */
export const RADIUS_OPTIONS_KM = [2, 5, 10, 20, 50] as const;
export const DEFAULT_RADIUS_KM = 5;
/** Largest radius the API accepts. */
export const MAX_RADIUS_KM = 100;
/** At most this many location suggestions are shown. */
export const MAX_LOCATION_SUGGESTIONS = 5;
/** IP location lookup time-out. */
export const IP_LOOKUP_TIMEOUT_MS = 2000;
/** Fallback location when the IP lookup fails: Sydney centre, AU. */
export const DEFAULT_LOCATION = { lat: -33.8688, lng: 151.2093, country: 'AU' } as const;

/** Search words: at most this many characters. */
export const SEARCH_WORDS_MAX_LENGTH = 100;
/** A student keeps at most this many saved jobs (the toggles load all their ids at once). */
export const SAVED_JOBS_MAX = 200;
/** A user keeps at most this many job alerts. */
export const JOB_ALERTS_MAX = 20;
/** A daily digest lists at most this many new jobs, then links to the search for the rest. */
export const DIGEST_MAX_JOBS = 10;
/** Days the link that turns on an alert saved by email (no account) works. */
export const ALERT_CONFIRM_DAYS = 7;

/**
 * URLs one sitemap file may hold (the sitemap protocol's limit): `GET /system/jobs/sitemap` gives
 * at most this many listings, and the site's /sitemap.xml keeps the newest that fit beside its
 * public pages.
 */
export const SITEMAP_MAX_URLS = 50_000;
