// A job as a schema.org JobPosting (https://schema.org/JobPosting), written into its page as
// JSON-LD for search engines and job aggregators, with the values Google and Bing document for
// job postings. What the API does not say (an employer's website, a street address it was not
// given) is left out rather than guessed.
import type { EmploymentType, JobDetail, ListingPay } from 'api-contract/listings';

/** The market's time zone, in which a listing's expiry date ends (api/src/plugins/time/dates.ts). */
const MARKET_TIME_ZONE = 'Australia/Sydney';

const offsetFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKET_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/**
 * The last second of a market day with the offset in force then: `2026-12-31T23:59:59+11:00`. A
 * listing takes applications until its expiry date has ended in Sydney.
 */
export function endOfMarketDay(date: string): string {
  // Noon UTC is 22:00 or 23:00 in Sydney, on the same day and past any change of daylight time.
  const name = offsetFormat
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') || '+00:00';
  return `${date}T23:59:59${offset}`;
}

/**
 * The schema.org employment type of each of ours. Casual and part-time work are both PART_TIME:
 * the vocabulary has no casual employment, and a student gig is part-time hours. A fixed-term job
 * and a one-off gig are TEMPORARY; not CONTRACTOR, since the listing says nothing of the worker
 * being an independent contractor and we must not claim it.
 */
export const SCHEMA_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  casual: 'PART_TIME',
  part_time: 'PART_TIME',
  fixed_term: 'TEMPORARY',
  one_off: 'TEMPORARY',
};

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The pay as a MonetaryAmount in AUD. An hourly rate is its value per HOUR. A fixed amount for a
 * one-off gig has no unit in the vocabulary, so it is given as the hourly range it comes to over
 * the gig's hours (one value when the hours are one number).
 */
export function baseSalary(pay: ListingPay) {
  if (pay.unit === 'hour')
    return {
      '@type': 'MonetaryAmount',
      currency: 'AUD',
      value: { '@type': 'QuantitativeValue', value: dollars(pay.amount_cents), unitText: 'HOUR' },
    };
  const least = dollars(pay.amount_cents / pay.hours_max);
  const most = dollars(pay.amount_cents / pay.hours_min);
  return {
    '@type': 'MonetaryAmount',
    currency: 'AUD',
    value:
      least === most
        ? { '@type': 'QuantitativeValue', value: least, unitText: 'HOUR' }
        : { '@type': 'QuantitativeValue', minValue: least, maxValue: most, unitText: 'HOUR' },
  };
}

const STATES = 'NSW|VIC|QLD|SA|WA|TAS|NT|ACT';
/**
 * An Australian place as our gazetteer names it ("Newtown NSW 2042"), or as Google Places formats
 * an address ("12 King St, Newtown NSW 2042, Australia").
 */
const AUSTRALIAN_ADDRESS = new RegExp(
  `^(?:(.+),\\s*)?([^,]+?)\\s+(${STATES})\\s+(\\d{4})(?:,\\s*Australia)?$`,
  'i',
);

/** The listing's location as a PostalAddress: parsed where it has that shape, else as written. */
export function postalAddress(location: string) {
  const text = location.trim();
  const match = AUSTRALIAN_ADDRESS.exec(text);
  if (!match)
    return { '@type': 'PostalAddress', addressLocality: text, addressCountry: 'AU' } as const;
  const [, street, locality, region, postcode] = match;
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street.trim() } : {}),
    addressLocality: locality,
    addressRegion: region?.toUpperCase(),
    postalCode: postcode,
    addressCountry: 'AU',
  };
}

/**
 * Until when the posting is valid: the end of its expiry date while it may take applications
 * (open, or full until a place frees up); once its employer closed it, the time they did; once
 * expired, the end of its expiry date or now, whichever came first. A closed listing without a
 * closing time (closed before closing times were recorded) is valid until now.
 */
export function validThrough(job: JobDetail, now: Date): string {
  const expiryEnd = endOfMarketDay(job.expiry_date);
  if (job.availability === 'open' || job.availability === 'full') return expiryEnd;
  if (job.availability === 'closed') return job.closed_at ?? now.toISOString();
  return Date.parse(expiryEnd) < now.getTime() ? expiryEnd : now.toISOString();
}

export interface JobPostingContext {
  /** The job page's absolute address. */
  url: string;
  /** The site's name, which the posting's identifier is scoped by. */
  siteName: string;
  /** What the page says first when the job no longer takes applications (else ''). */
  notice: string;
  now: Date;
}

/** The job as a schema.org JobPosting. */
export function jobPosting(job: JobDetail, context: JobPostingContext) {
  const hasPlace =
    job.latitude !== undefined &&
    job.latitude !== null &&
    job.longitude !== undefined &&
    job.longitude !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: context.notice ? `${context.notice}\n\n${job.description}` : job.description,
    identifier: { '@type': 'PropertyValue', name: context.siteName, value: job.id },
    url: context.url,
    ...(job.posted_at ? { datePosted: job.posted_at } : {}),
    validThrough: validThrough(job, context.now),
    employmentType: SCHEMA_EMPLOYMENT_TYPES[job.pay.employment_type],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.business_name,
      ...(job.business_description ? { description: job.business_description } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: postalAddress(job.location),
      ...(hasPlace
        ? { geo: { '@type': 'GeoCoordinates', latitude: job.latitude, longitude: job.longitude } }
        : {}),
    },
    baseSalary: baseSalary(job.pay),
    // Students apply on this page, on the site itself (a visitor makes an account on the way),
    // not through another site: schema.org's and the aggregators' meaning of direct apply.
    directApply: true,
  };
}
