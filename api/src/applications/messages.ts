// The details the apply calls answer with (shown by the screens as they are).
export const applyMessages = {
  jobNotFound: 'This job was not found.',
  notTakingApplications: 'This job is no longer taking applications.',
  alreadyApplied: 'You have already applied for this job.',
  questionsMismatch: "The answers do not match this job's questions. Please reload the page.",
  applicationNotFound: 'Application not found.',
  alreadyUploaded: 'This application has its resume and can no longer be cancelled.',
  resumeNotReceived: 'The resume has not arrived yet. Please upload it again.',
} as const;
