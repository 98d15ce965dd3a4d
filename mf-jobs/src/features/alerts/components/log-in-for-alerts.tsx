import { useLocation, useSearchParams } from 'react-router-dom';
import { ConfirmDialog, paths, saveReturnUrl } from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import { returnWithDialog } from '../alert-search';

/** For visitors: alerts need a student profile; log in and come back to this search's dialog. */
export function LogInForAlerts({ onClose }: { onClose: () => void }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  return (
    <ConfirmDialog
      open
      title="Get job alerts"
      message="Log in or create a free student profile and we'll email you new jobs that match this search. We'll bring you back here."
      confirmLabel="Log in"
      onConfirm={() => {
        saveReturnUrl(returnWithDialog(pathname, search));
        navigateToUrl(paths.login);
      }}
      onCancel={onClose}
    />
  );
}
