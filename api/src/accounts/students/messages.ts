// The details the student dashboard calls answer with.
export const studentMessages = {
  unknownQualification: (code: string) => `Unknown qualification: ${code}.`,
  applicationNotFound: 'Application not found.',
  alreadyWithdrawn: 'This application has already been withdrawn.',
  rejectedCannotWithdraw: 'This application was rejected and can no longer be withdrawn.',
  hiredCannotWithdraw:
    'You were hired for this job, so the application can no longer be withdrawn. Please tell the employer if you cannot take it up.',
  declinedCannotWithdraw: 'You declined this offer, so the application is already closed.',
  noOfferToAnswer: 'This application has no offer waiting for your answer.',
  noInterviewToAnswer: 'This application has no interview times to answer.',
  slotNotOffered: 'This time is not one of the interview times offered.',
} as const;
