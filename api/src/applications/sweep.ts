// Abandoned uploads: an application whose resume never arrived is removed once its upload form has
// expired, releasing its slot. The slot is free for students from that moment whenever the sweep
// runs (listings/capacity.ts); the sweep clears the rows and files. With S3 the API never sees the
// upload, so a pending resume found in the bucket is marked stored instead, when it passes the
// same check as a confirmed upload (storage/stored-resume.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { uploadFormsExpiredBy } from '../listings/capacity';
import type { ResumeStorage } from '../storage/driver';
import { checkStoredResume } from '../storage/stored-resume';
import {
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
  const cutoff = uploadFormsExpiredBy(now);
  if (storage.kind === 's3') {
    for (const candidate of await abandonedApplications(db, cutoff)) {
      const stored = await checkStoredResume(storage, candidate.storageKey);
      // Anything else (too large, not a resume) is removed with its application below.
      if (stored.status === 'ok') {
        await markResumeStored(
          db,
          candidate.storageKey,
          { sizeBytes: stored.sizeBytes, now },
          notices,
        );
      }
    }
  }
  const keys = await removePendingApplications(db, 'abandon', { createdBy: cutoff });
  await Promise.all(
    keys.map((key) =>
      storage
        .remove(key)
        .catch((error: unknown) => log?.warn({ err: error }, 'Resume cleanup failed')),
    ),
  );
  return keys.length;
}
