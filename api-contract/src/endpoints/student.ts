// The endpoint table's student group: the signed-in student's calls (endpoints.student.*).
import { applicationIdParams, idParams } from '../common';
import { endpoint } from '../endpoint';
import * as alertSchemas from '../job-alerts';
import * as moderationSchemas from '../moderation';
import * as savedSchemas from '../saved-jobs';
import * as savedResumeSchemas from '../saved-resume';
import * as studentSchemas from '../student';
import * as verificationSchemas from '../verification';

export const profile = endpoint({
  method: 'GET',
  path: '/student/profile',
  access: 'student',
  tag: 'student',
  summary: "The signed-in student's profile",
  response: studentSchemas.studentProfileResponse,
});

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/student/profile',
  access: 'student',
  tag: 'student',
  summary: "Replace the student's editable profile fields and qualifications",
  body: studentSchemas.updateStudentProfileRequest,
  response: studentSchemas.updateStudentProfileResponse,
});

export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/student/account',
  access: 'student',
  tag: 'student',
  summary: "Delete the student's account, applications and resumes",
  response: studentSchemas.deleteStudentAccountResponse,
});

export const requestVerification = endpoint({
  method: 'POST',
  path: '/student/verification',
  access: 'student',
  tag: 'student',
  summary:
    'Mail a six-digit code to a university or TAFE address, to verify that the student controls it',
  body: verificationSchemas.requestVerificationRequest,
  response: verificationSchemas.requestVerificationResponse,
  errors: [429],
});

export const confirmVerification = endpoint({
  method: 'POST',
  path: '/student/verification/confirm',
  access: 'student',
  tag: 'student',
  summary: 'Check the mailed code: the student is verified for 12 months',
  body: verificationSchemas.confirmVerificationRequest,
  response: verificationSchemas.confirmVerificationResponse,
  errors: [409, 429],
});

export const removeVerification = endpoint({
  method: 'DELETE',
  path: '/student/verification',
  access: 'student',
  tag: 'student',
  summary: "Remove the student's verification and the address it was made with",
  response: verificationSchemas.removeVerificationResponse,
});

export const email = endpoint({
  method: 'GET',
  path: '/student/email',
  access: 'student',
  tag: 'student',
  summary: "The signed-in student's account email",
  response: studentSchemas.studentEmailResponse,
});

export const applications = endpoint({
  method: 'GET',
  path: '/student/applications',
  access: 'student',
  tag: 'student',
  summary: "The student's applications, newest first (keyset cursor)",
  query: studentSchemas.studentApplicationsQuery,
  response: studentSchemas.studentApplicationsResponse,
});

export const withdrawApplication = endpoint({
  method: 'POST',
  path: '/student/applications/:id/withdraw',
  access: 'student',
  tag: 'student',
  summary: 'Withdraw an application that is neither withdrawn nor rejected',
  params: idParams,
  response: studentSchemas.withdrawApplicationResponse,
  errors: [404, 409],
});

export const job = endpoint({
  method: 'GET',
  path: '/student/jobs/:id',
  access: 'public',
  tag: 'student',
  summary:
    "A job with its questions, whether it takes applications and the signed-in student's application to it (public)",
  params: idParams,
  response: studentSchemas.studentJobResponse,
  // 410: its employer or our team removed it (issue 32); 404: unknown, or held for review.
  errors: [404, 410],
});

export const reportJob = endpoint({
  method: 'POST',
  path: '/student/jobs/:id/report',
  access: 'student',
  tag: 'student',
  summary: 'Report a listing to our team (one open report per student and listing)',
  params: idParams,
  body: moderationSchemas.reportListingRequest,
  status: 201,
  response: moderationSchemas.reportListingResponse,
  errors: [404, 409],
});

export const apply = endpoint({
  method: 'POST',
  path: '/student/jobs/apply',
  access: 'student',
  tag: 'student',
  summary:
    'Apply for a job; returns a presigned POST for the resume, or, with use_saved_resume, submits at once with a copy of the saved resume',
  body: studentSchemas.applyRequest,
  response: studentSchemas.applyOutcome,
  // 409 also: use_saved_resume without a saved resume.
  errors: [404, 409],
});

export const cancelApplication = endpoint({
  method: 'DELETE',
  path: '/student/jobs/apply/:application_id',
  access: 'student',
  tag: 'student',
  summary: 'Cancel an application whose resume upload failed',
  params: applicationIdParams,
  response: studentSchemas.cancelApplicationResponse,
  errors: [404, 409],
});

export const confirmUpload = endpoint({
  method: 'POST',
  path: '/student/jobs/apply/:application_id/uploaded',
  access: 'student',
  tag: 'student',
  summary:
    'Say the resume upload finished: the API checks the file is in storage and submits the application (409 until it is)',
  params: applicationIdParams,
  response: studentSchemas.confirmUploadResponse,
  errors: [404, 409],
});

export const savedResume = endpoint({
  method: 'GET',
  path: '/student/resume',
  access: 'student',
  tag: 'student',
  summary: "The student's saved resume (file name, size, when uploaded), or null",
  response: savedResumeSchemas.savedResumeResponse,
});

export const startSavedResumeUpload = endpoint({
  method: 'POST',
  path: '/student/resume',
  access: 'student',
  tag: 'student',
  summary:
    'Start uploading a saved resume: returns a presigned POST; the current saved resume stays until the upload is confirmed',
  body: savedResumeSchemas.startSavedResumeUploadRequest,
  response: savedResumeSchemas.startSavedResumeUploadResponse,
  errors: [429],
});

export const confirmSavedResumeUpload = endpoint({
  method: 'POST',
  path: '/student/resume/uploaded',
  access: 'student',
  tag: 'student',
  summary:
    'Say the saved resume upload finished: the API checks the file and makes it the saved resume, deleting the one it replaces',
  response: savedResumeSchemas.savedResumeSavedResponse,
  errors: [404, 409, 429],
});

export const saveResumeFromApplication = endpoint({
  method: 'POST',
  path: '/student/resume/from-application/:application_id',
  access: 'student',
  tag: 'student',
  summary:
    "Save the resume of one of the student's submitted applications as their saved resume (a copy of the file)",
  params: applicationIdParams,
  response: savedResumeSchemas.savedResumeSavedResponse,
  errors: [404, 429],
});

export const deleteSavedResume = endpoint({
  method: 'DELETE',
  path: '/student/resume',
  access: 'student',
  tag: 'student',
  summary: "Delete the student's saved resume and any upload of one under way (none is fine)",
  response: savedResumeSchemas.deleteSavedResumeResponse,
});

export const savedJobIds = endpoint({
  method: 'GET',
  path: '/student/saved-jobs/ids',
  access: 'student',
  tag: 'student',
  summary: "The ids of the student's saved jobs (for the save toggles)",
  response: savedSchemas.savedJobIdsResponse,
});

export const savedJobs = endpoint({
  method: 'GET',
  path: '/student/saved-jobs',
  access: 'student',
  tag: 'student',
  summary: "The student's saved jobs, most recently saved first (keyset cursor)",
  query: savedSchemas.savedJobsQuery,
  response: savedSchemas.savedJobsResponse,
});

export const saveJob = endpoint({
  method: 'PUT',
  path: '/student/saved-jobs/:id',
  access: 'student',
  tag: 'student',
  summary: 'Save a job (saving it again changes nothing)',
  params: idParams,
  response: savedSchemas.saveJobResponse,
  errors: [404, 409],
});

export const unsaveJob = endpoint({
  method: 'DELETE',
  path: '/student/saved-jobs/:id',
  access: 'student',
  tag: 'student',
  summary: 'Remove a job from the saved ones (removing it again changes nothing)',
  params: idParams,
  response: savedSchemas.saveJobResponse,
});

export const alerts = endpoint({
  method: 'GET',
  path: '/student/alerts',
  access: 'student',
  tag: 'student',
  summary: "The student's job alerts, newest first",
  response: alertSchemas.jobAlertsResponse,
});

export const createAlert = endpoint({
  method: 'POST',
  path: '/student/alerts',
  access: 'student',
  tag: 'student',
  summary: 'Save a search as a job alert, mailed at once or daily',
  body: alertSchemas.createJobAlertRequest,
  status: 201,
  response: alertSchemas.jobAlertResponse,
  errors: [409],
});

export const updateAlert = endpoint({
  method: 'PUT',
  path: '/student/alerts/:id',
  access: 'student',
  tag: 'student',
  summary: 'Pause or resume a job alert, or change how often it mails',
  params: idParams,
  body: alertSchemas.updateJobAlertRequest,
  response: alertSchemas.jobAlertResponse,
  errors: [404],
});

export const deleteAlert = endpoint({
  method: 'DELETE',
  path: '/student/alerts/:id',
  access: 'student',
  tag: 'student',
  summary: 'Delete a job alert',
  params: idParams,
  response: alertSchemas.deleteJobAlertResponse,
  errors: [404],
});
