import { accounts } from 'api-contract/accounts';
import { DataDownload } from 'ui';

/** Your data: the student's download of everything held about them (Privacy Act APP 12). */
export function YourDataSection() {
  return (
    <DataDownload
      path={accounts.accountExport.path}
      what="your profile, applications, messages, resumes, saved jobs and alerts"
    />
  );
}
