// The details the student dashboard calls answer with.
export const studentMessages = {
  unknownQualification: (code: string) => `Unknown qualification: ${code}.`,
  applicationNotFound: 'Application not found.',
  alreadyWithdrawn: 'This application has already been withdrawn.',
  rejectedCannotWithdraw: 'This application was rejected and can no longer be withdrawn.',
} as const;
