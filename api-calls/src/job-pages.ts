import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';

/**
 * Every job page's query (GET /student/jobs/{id}, whatever the id and whoever looks): the key
 * prefix a remote marks stale after a write the job page shows — the student's application and
 * its status, the places taken, the business's details.
 */
export const JOB_PAGES_KEY = endpointKey(listings.job).slice(0, 2);
