import { accounts } from 'api-contract/accounts';
import { DataDownload } from 'ui';

/** Your data: the student's download of everything held about them (Privacy Act APP 12). */
export function YourDataSection() {
  return (
    <DataDownload
      path={accounts.accountExport.path}
      what="your account, profile, verification, applications with their answers and history, messages, resumes, saved jobs, job alerts and reports"
    />
  );
}
