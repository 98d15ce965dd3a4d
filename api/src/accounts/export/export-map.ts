// Every table that holds a user's id, and whether the archive of GET /account/export carries it
// (the file) or why not. The test of the archive (test/accounts/account-export.test.ts) fails when
// a table with a key to users, students or employers is missing here, so a new table cannot be
// left out of the download unnoticed: add its row here, its data to collect.ts, and its line to
// docs/adr/0048-people-download-their-data.md.

export interface ExportRow {
  /** The archive's file holding it, or null when it is left out. */
  file: string | null;
  /** What of it goes in, or why it does not. */
  note: string;
}

export const EXPORT_MAP: Readonly<Record<string, ExportRow>> = {
  users: { file: 'account.json', note: 'email, role, created; never the password hash' },
  students: { file: 'profile.json', note: "the student's profile" },
  student_qualifications: { file: 'profile.json', note: 'with their labels' },
  employers: {
    file: 'business-profile.json',
    note: 'the business profile (name, description, ABN, address, website, phone), its review time',
  },
  abn_lookups: { file: 'business-profile.json', note: "the register's answer about the ABN" },
  student_verifications: { file: 'verification.json', note: 'the address, institution, dates' },
  student_verification_codes: {
    file: 'verification.json',
    note: 'the address a code went to and when; never the code hash',
  },
  applications: {
    file: 'applications.json',
    note: "a student's own; an employer's received, less withdrawn ones (as the screens show)",
  },
  saved_resumes: { file: 'saved-resume.json', note: 'its details, and the file itself' },
  saved_resume_uploads: {
    file: null,
    note: 'an upload not yet confirmed: gone within 15 minutes, or it becomes the saved resume',
  },
  application_events: { file: 'applications.json', note: 'each application’s status history' },
  application_messages: {
    file: 'messages.json',
    note: 'messages the user sent or received; a student’s own reports of them',
  },
  saved_jobs: { file: 'saved-jobs.json', note: 'each saved listing and when' },
  job_alerts: { file: 'job-alerts.json', note: 'the search, how often, paused, last mailed' },
  listing_reports: {
    file: 'reports.json',
    note: 'reports the student made and their outcome; not the weight the vetting gave them',
  },
  moderation_decisions: {
    file: 'moderation-decisions.json',
    note: "about an employer's listings or posting; for a moderator, the decisions they made",
  },
  review_requests: { file: 'review-requests.json', note: "an employer's requests for a review" },
  listings: { file: 'listings.json', note: "an employer's listings with their questions" },
  sessions: {
    file: null,
    note: 'sign-in tokens, stored hashed: credentials, not information about the person',
  },
  password_resets: {
    file: null,
    note: 'a hashed one-use reset token that lives 30 minutes: a credential',
  },
};
