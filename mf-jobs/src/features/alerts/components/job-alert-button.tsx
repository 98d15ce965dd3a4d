import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, useSession } from 'shared-kit';
import { LineIcon } from 'ui';
import type { SearchToAlert } from '../alert-search';
import { useOpenOnReturn } from '../hooks/use-open-on-return';

// The dialogs are their own chunk, fetched when one is first opened: browsing never needs them,
// and a phone's first visit to /jobs/search downloads that much less (e2e/budgets.json).
const JobAlertDialog = lazy(() =>
  import('./alert-dialogs').then((m) => ({ default: m.JobAlertDialog })),
);
const EmailAlertDialog = lazy(() =>
  import('./alert-dialogs').then((m) => ({ default: m.EmailAlertDialog })),
);

function BellIcon() {
  return (
    <LineIcon size={18}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </LineIcon>
  );
}

/**
 * "Get job alerts" for the search on screen: a student saves it in a dialog, a visitor with an
 * email address alone (or logs in first). Employers see nothing: alerts are for people looking
 * for work.
 */
export function JobAlertButton({ search }: { search: SearchToAlert }) {
  const role = useSession()?.role;
  const [open, setOpen] = useState(false);
  const student = role === 'student';
  useOpenOnReturn(
    student,
    useCallback(() => setOpen(true), []),
  );
  if (role !== undefined && !student) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <BellIcon />
        Get job alerts
      </Button>
      {open && (
        <Suspense fallback={null}>
          {student ? (
            <JobAlertDialog search={search} onClose={close} />
          ) : (
            <EmailAlertDialog search={search} onClose={close} />
          )}
        </Suspense>
      )}
    </>
  );
}
