// The details the apply calls answer with (shown by the screens as they are).
import { listingMessages } from '../listings/messages';

export const applyMessages = {
  jobNotFound: listingMessages.notFound,
  notTakingApplications: 'This job is no longer taking applications.',
  alreadyApplied: 'You have already applied for this job.',
  questionsMismatch: "The answers do not match this job's questions. Please reload the page.",
  listingChanged:
    'The employer changed this job while you were applying. Please reload the page, check it and apply again.',
  applicationNotFound: 'Application not found.',
  alreadyUploaded: 'This application has its resume and can no longer be cancelled.',
  resumeNotReceived: 'The resume has not arrived yet. Please upload it again.',
  /** The cap of pending-limit.ts (two), with the minutes until the oldest upload form expires. */
  tooManyPending: (minutes: number) =>
    `You already have two applications whose resume is still uploading. Wait for one to finish, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
