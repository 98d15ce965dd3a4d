import { accounts } from 'api-contract/accounts';
import { DataDownload } from 'ui';

/** Your data: the employer's download of everything held about them (Privacy Act APP 12). */
export function YourDataSection() {
  return (
    <DataDownload
      path={accounts.accountExport.path}
      what="your business profile, listings, the applications you received and messages"
    />
  );
}
