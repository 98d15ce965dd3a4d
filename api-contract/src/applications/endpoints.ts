// The applications module's calls (api/src/applications): applying, a student's applications and
// saved resume, an employer's review of the applications, and deleting an account with them.
import { endpoint } from '../common/endpoint';
import { applicationIdParams, idParams } from '../common/schemas';
import { appliedListingResponse } from './applied-version';
import { deleteEmployerAccountResponse, deleteStudentAccountResponse } from './account-deletion';
import {
  applyOutcome,
  applyRequest,
  cancelApplicationResponse,
  confirmUploadResponse,
} from './apply';
import {
  applicationResumeResponse,
  employerApplicationResponse,
  listingApplicationsResponse,
  setApplicationStatusRequest,
  setApplicationStatusResponse,
} from './employer-review';
import { answerInterviewRequest, interviewResponse, inviteToInterviewRequest } from './interview';
import { answerOfferRequest, makeOfferRequest, offerResponse } from './offer';
import {
  messageDecisionRequest,
  messageDecisionResponse,
  moderatedMessagesResponse,
  reportMessageRequest,
  reportMessageResponse,
  sendMessageRequest,
  threadMessage,
  threadMessageParams,
  threadQuery,
  threadResponse,
  unreadMessagesResponse,
} from './thread';
import {
  deleteSavedResumeResponse,
  savedResumeResponse,
  savedResumeSavedResponse,
  startSavedResumeUploadRequest,
  startSavedResumeUploadResponse,
} from './saved-resume';
import {
  studentApplicationsQuery,
  studentApplicationsResponse,
  withdrawApplicationResponse,
} from './student-applications';

export const apply = endpoint({
  method: 'POST',
  path: '/student/jobs/apply',
  access: 'student',
  tag: 'student',
  operationId: 'studentApply',
  summary:
    'Apply for a job; returns a presigned POST for the resume, or, with use_saved_resume, submits at once with a copy of the saved resume',
  body: applyRequest,
  response: applyOutcome,
  // 409 also: use_saved_resume without a saved resume.
  errors: [404, 409],
});

export const cancelApplication = endpoint({
  method: 'DELETE',
  path: '/student/jobs/apply/:application_id',
  access: 'student',
  tag: 'student',
  operationId: 'studentCancelApplication',
  summary: 'Cancel an application whose resume upload failed',
  params: applicationIdParams,
  response: cancelApplicationResponse,
  errors: [404, 409],
});

export const confirmUpload = endpoint({
  method: 'POST',
  path: '/student/jobs/apply/:application_id/uploaded',
  access: 'student',
  tag: 'student',
  operationId: 'studentConfirmUpload',
  summary:
    'Say the resume upload finished: the API checks the file is in storage and submits the application (409 until it is)',
  params: applicationIdParams,
  response: confirmUploadResponse,
  errors: [404, 409],
});

export const studentApplications = endpoint({
  method: 'GET',
  path: '/student/applications',
  access: 'student',
  tag: 'student',
  operationId: 'studentApplications',
  summary: "The student's applications, newest first (keyset cursor)",
  query: studentApplicationsQuery,
  response: studentApplicationsResponse,
});

export const appliedListing = endpoint({
  method: 'GET',
  path: '/student/applications/:id/listing',
  access: 'student',
  tag: 'student',
  operationId: 'studentAppliedListing',
  summary:
    'The listing as it read when the student applied (the version they applied to), with their answers',
  params: idParams,
  response: appliedListingResponse,
  errors: [404],
});

export const withdrawApplication = endpoint({
  method: 'POST',
  path: '/student/applications/:id/withdraw',
  access: 'student',
  tag: 'student',
  operationId: 'studentWithdrawApplication',
  summary: 'Withdraw an application still under way (not hired, declined, rejected or withdrawn)',
  params: idParams,
  response: withdrawApplicationResponse,
  errors: [404, 409],
});

export const savedResume = endpoint({
  method: 'GET',
  path: '/student/resume',
  access: 'student',
  tag: 'student',
  operationId: 'studentSavedResume',
  summary: "The student's saved resume (file name, size, when uploaded), or null",
  response: savedResumeResponse,
});

export const startSavedResumeUpload = endpoint({
  method: 'POST',
  path: '/student/resume',
  access: 'student',
  tag: 'student',
  operationId: 'studentStartSavedResumeUpload',
  summary:
    'Start uploading a saved resume: returns a presigned POST; the current saved resume stays until the upload is confirmed',
  body: startSavedResumeUploadRequest,
  response: startSavedResumeUploadResponse,
  errors: [429],
});

export const confirmSavedResumeUpload = endpoint({
  method: 'POST',
  path: '/student/resume/uploaded',
  access: 'student',
  tag: 'student',
  operationId: 'studentConfirmSavedResumeUpload',
  summary:
    'Say the saved resume upload finished: the API checks the file and makes it the saved resume, deleting the one it replaces',
  response: savedResumeSavedResponse,
  errors: [404, 409, 429],
});

export const saveResumeFromApplication = endpoint({
  method: 'POST',
  path: '/student/resume/from-application/:application_id',
  access: 'student',
  tag: 'student',
  operationId: 'studentSaveResumeFromApplication',
  summary:
    "Save the resume of one of the student's submitted applications as their saved resume (a copy of the file)",
  params: applicationIdParams,
  response: savedResumeSavedResponse,
  errors: [404, 429],
});

export const deleteSavedResume = endpoint({
  method: 'DELETE',
  path: '/student/resume',
  access: 'student',
  tag: 'student',
  operationId: 'studentDeleteSavedResume',
  summary: "Delete the student's saved resume and any upload of one under way (none is fine)",
  response: deleteSavedResumeResponse,
});

export const deleteStudentAccount = endpoint({
  method: 'DELETE',
  path: '/student/account',
  access: 'student',
  tag: 'student',
  operationId: 'studentDeleteAccount',
  summary: "Delete the student's account, applications and resumes",
  response: deleteStudentAccountResponse,
});

export const deleteEmployerAccount = endpoint({
  method: 'DELETE',
  path: '/employer/account',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerDeleteAccount',
  summary: "Delete the employer's account, listings and the applications to them",
  response: deleteEmployerAccountResponse,
});

export const listingApplications = endpoint({
  method: 'GET',
  path: '/employer/listings/:id/applications',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerListingApplications',
  summary: "A listing's applications (not withdrawn, resume stored), newest first",
  params: idParams,
  response: listingApplicationsResponse,
  errors: [404],
});

export const employerApplication = endpoint({
  method: 'GET',
  path: '/employer/applications/:id',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerApplication',
  summary: 'An application to review (not withdrawn or rejected)',
  params: idParams,
  response: employerApplicationResponse,
  errors: [404],
});

export const setApplicationStatus = endpoint({
  method: 'POST',
  path: '/employer/applications/:id/status',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerSetApplicationStatus',
  summary:
    'Move an application: seen (from submitted), shortlisted (from submitted or seen) or rejected (at any stage before hired); the student is mailed',
  params: idParams,
  body: setApplicationStatusRequest,
  response: setApplicationStatusResponse,
  errors: [404, 409],
});

export const applicationResume = endpoint({
  method: 'GET',
  path: '/employer/applications/:id/resume',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerApplicationResume',
  summary: "A short-lived download link to the application's resume",
  params: idParams,
  response: applicationResumeResponse,
  errors: [404],
});

export const inviteToInterview = endpoint({
  method: 'POST',
  path: '/employer/applications/:id/interview',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerInviteToInterview',
  summary:
    'Invite a shortlisted applicant to an interview at one of 1 to 3 future times (or offer new times to one invited); the student is mailed the times with a calendar file each',
  params: idParams,
  body: inviteToInterviewRequest,
  response: interviewResponse,
  errors: [404, 409],
});

export const answerInterview = endpoint({
  method: 'POST',
  path: '/student/applications/:id/interview',
  access: 'student',
  tag: 'student',
  operationId: 'studentAnswerInterview',
  summary:
    'Pick one of the interview times offered (both sides are mailed it as a calendar file), or, with slot null and a note, ask for other times',
  params: idParams,
  body: answerInterviewRequest,
  response: interviewResponse,
  errors: [404, 409],
});

export const makeOffer = endpoint({
  method: 'POST',
  path: '/employer/applications/:id/offer',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerMakeOffer',
  summary:
    "Offer the job to a shortlisted or interviewed applicant: start date and hours a week (the pay is the listing's); the student is mailed",
  params: idParams,
  body: makeOfferRequest,
  response: offerResponse,
  errors: [404, 409],
});

export const answerOffer = endpoint({
  method: 'POST',
  path: '/student/applications/:id/offer',
  access: 'student',
  tag: 'student',
  operationId: 'studentAnswerOffer',
  summary: 'Accept the offer (hired) or decline it; the employer is mailed',
  params: idParams,
  body: answerOfferRequest,
  response: offerResponse,
  errors: [404, 409],
});

// The thread of an application: one call per side, so each keeps its role's guard.
export const studentThread = endpoint({
  method: 'GET',
  path: '/student/applications/:id/messages',
  access: 'student',
  tag: 'student',
  operationId: 'studentApplicationMessages',
  summary:
    "The application's messages with the employer, newest first (keyset cursor); reading marks the employer's messages read",
  params: idParams,
  query: threadQuery,
  response: threadResponse,
  errors: [404],
});

export const employerThread = endpoint({
  method: 'GET',
  path: '/employer/applications/:id/messages',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerApplicationMessages',
  summary:
    "The application's messages with the applicant, newest first (keyset cursor); reading marks the applicant's messages read",
  params: idParams,
  query: threadQuery,
  response: threadResponse,
  errors: [404],
});

export const studentSendMessage = endpoint({
  method: 'POST',
  path: '/student/applications/:id/messages',
  access: 'student',
  tag: 'student',
  operationId: 'studentSendMessage',
  summary:
    'Reply to the employer (once they have written, from shortlisted on, until 30 days after the job closed); the employer is mailed at most once per 15 minutes',
  params: idParams,
  body: sendMessageRequest,
  status: 201,
  response: threadMessage,
  errors: [404, 409, 429],
});

export const employerSendMessage = endpoint({
  method: 'POST',
  path: '/employer/applications/:id/messages',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerSendMessage',
  summary:
    'Write to a shortlisted (or later) applicant, until 30 days after the job closed; the student is mailed at most once per 15 minutes, and a message showing scam signals carries a warning and goes to the moderators',
  params: idParams,
  body: sendMessageRequest,
  status: 201,
  response: threadMessage,
  errors: [404, 409, 429],
});

export const reportMessage = endpoint({
  method: 'POST',
  path: '/student/applications/:id/messages/:message_id/report',
  access: 'student',
  tag: 'student',
  operationId: 'studentReportMessage',
  summary: "Report one of the employer's messages to the moderators, with a reason",
  params: threadMessageParams,
  body: reportMessageRequest,
  response: reportMessageResponse,
  errors: [404, 409, 429],
});

export const studentUnreadMessages = endpoint({
  method: 'GET',
  path: '/student/messages/unread',
  access: 'student',
  tag: 'student',
  operationId: 'studentUnreadMessages',
  summary: "How many of the employers' messages to the student are not read yet",
  response: unreadMessagesResponse,
});

export const employerUnreadMessages = endpoint({
  method: 'GET',
  path: '/employer/messages/unread',
  access: 'employer',
  tag: 'employer',
  operationId: 'employerUnreadMessages',
  summary: "How many of the applicants' messages to the employer are not read yet",
  response: unreadMessagesResponse,
});

export const moderatorMessages = endpoint({
  method: 'GET',
  path: '/moderator/messages',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorMessages',
  summary:
    "Employers' messages that showed scam signals or that a student reported and that no moderator has dealt with, newest first (at most 100), with their listing and employer",
  response: moderatedMessagesResponse,
});

export const moderatorDealtWithMessages = endpoint({
  method: 'GET',
  path: '/moderator/messages/dealt-with',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorDealtWithMessages',
  summary:
    'Flagged or reported messages a moderator has dealt with, the latest decision first (at most 100), with the decision',
  response: moderatedMessagesResponse,
});

export const moderatorMessageDecision = endpoint({
  method: 'POST',
  path: '/moderator/messages/:id/decision',
  access: 'moderator',
  tag: 'moderator',
  operationId: 'moderatorMessageDecision',
  summary:
    "Deal with a flagged or reported message: dismissed lifts the student's warning; listing_removed takes its listing down as a listing's removal does (the employer's posting is paused and they are mailed the note), which closes the thread",
  params: idParams,
  body: messageDecisionRequest,
  response: messageDecisionResponse,
  errors: [404, 409],
});
