// api-contract/applications: the applications module's contract (api/src/applications). Applying
// with a resume, a student's applications and saved resume, an employer's review of them,
// deleting an account, and a student visa's work limit (work-limit.ts). Its endpoint entries are
// the `applications` namespace (`applications.apply`).
export * from './apply';
export * from './student-applications';
export * from './saved-resume';
export * from './employer-review';
export * from './applied-version';
export * from './interview';
export * from './offer';
export * from './thread';
export * from './account-deletion';
export * from './work-limit';
export * as applications from './endpoints';
