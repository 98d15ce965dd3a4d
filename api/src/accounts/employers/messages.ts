// The details the employer dashboard calls answer with.
export const employerMessages = {
  listingNotFound: 'This listing was not found.',
  listingExpired: 'This listing has expired and cannot be deleted.',
  listingRemoved: 'This listing has already been removed.',
  listingAlreadyClosed: 'This listing is already closed.',
  listingExpiredNotClosable: 'This listing has expired and is already closed.',
  hiredNotAnApplicant: 'Hired must name applications to this listing.',
  hiredOnlyWhenFilled: 'Only a filled listing has hired applicants.',
  expiryNotAfterToday: 'Expiry date must be after today.',
  applicationNotFound: 'Application not found.',
  applicationWithdrawn: 'This application was withdrawn by the student.',
  applicationRejected: 'This application was rejected: its resume can no longer be opened.',
  alreadyDecided: 'This application has already been decided.',
  alreadyShortlisted: 'This application is already shortlisted or further along.',
  applicationRejectedFinal: 'This application was rejected: it can no longer be moved.',
  applicationHired: 'This applicant was hired: the application can no longer be moved.',
  offerDeclined: 'The student declined your offer: the application can no longer be moved.',
} as const;
