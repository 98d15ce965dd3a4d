// Abandoned uploads: an application whose resume never arrived is removed an hour after it was
// created (the upload form lives 15 minutes), releasing its slot. With S3 the API never sees the
// upload, so a pending resume found in the bucket is marked stored instead.
import type { FastifyBaseLogger } from 'fastify';
import { RESUME_MAX_BYTES } from 'shared-kit/contract';
import type { Database } from '../db/client';
import type { ResumeStorage } from '../storage/driver';
import {
  ABANDONED_AFTER_MS,
  abandonedApplications,
  markResumeStored,
  removePendingApplications,
} from './pending-resumes';

/** Runs one sweep; returns how many applications were removed. */
export async function sweepAbandonedApplications(
  db: Database,
  storage: ResumeStorage,
  now: Date,
  notices: { publicUrl: string },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  if (storage.kind === 's3') {
    for (const candidate of await abandonedApplications(db, cutoff)) {
      const size = await storage.stat(candidate.storageKey);
      // Too large means the store ignored its policy: left to be removed as abandoned below.
      if (size !== undefined && size > 0 && size <= RESUME_MAX_BYTES) {
        await markResumeStored(db, candidate.storageKey, { sizeBytes: size, now }, notices);
      }
    }
  }
  const keys = await removePendingApplications(db, 'abandon', { createdBefore: cutoff });
  await Promise.all(
    keys.map((key) =>
      storage
        .remove(key)
        .catch((error: unknown) => log?.warn({ err: error }, 'Resume cleanup failed')),
    ),
  );
  return keys.length;
}
