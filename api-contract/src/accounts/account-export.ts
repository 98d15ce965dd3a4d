// Downloading everything the marketplace holds about the signed-in user (Privacy Act APP 12): one
// ZIP archive of JSON files and the user's resumes, with a README.txt saying what each file is.
import { z } from 'zod/mini';

/** The archive's media type: the success body is this file, not JSON. */
export const ACCOUNT_EXPORT_MEDIA_TYPE = 'application/zip';

/** GET /account/export response: the archive's bytes, never parsed as JSON. */
export const accountExportResponse = z.unknown();

/** How many archives one account may ask for in an hour (each reads every resume it holds). */
export const ACCOUNT_EXPORTS_PER_HOUR = 5;
