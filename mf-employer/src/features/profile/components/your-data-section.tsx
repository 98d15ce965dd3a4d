import { memo } from 'react';
import { accounts } from 'api-contract/accounts';
import { DataDownload } from 'ui';

/**
 * Your data: the employer's download of everything held about them (Privacy Act APP 12).
 * Memoised: it takes nothing from the profile, so the profile's arrival does not render it again.
 */
export const YourDataSection = memo(function YourDataSection() {
  return (
    <DataDownload
      path={accounts.accountExport.path}
      what="your business profile, listings, the applications you received and messages"
    />
  );
});
