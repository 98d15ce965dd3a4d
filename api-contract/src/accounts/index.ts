// api-contract/accounts: the accounts module's contract (api/src/accounts). Sign-up, login, the
// session and password reset; each side's own profile; a student's university or TAFE verification;
// the ABN rules; the download of everything held about the caller. Its endpoint entries are the `accounts` namespace (`accounts.studentProfile`).
export * from './auth';
export * from './student-profile';
export * from './employer-profile';
export * from './verification';
export * from './abn';
export * from './business-contact';
export * from './account-export';
export * as accounts from './endpoints';
