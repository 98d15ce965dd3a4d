import { lazy, Suspense, useState } from 'react';
import { Button, paths, saveReturnUrl, showToast, useSession } from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { wrappingRow } from 'ui';

const Row = styled.div`
  ${wrappingRow('sm')}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Few students report a listing: the form's code is fetched when one opens it.
const ReportDialog = lazy(() =>
  import('./report-dialog').then((m) => ({ default: m.ReportDialog })),
);

/** What a visitor who tapped Report reads on the login screen. */
export const LOG_IN_TO_REPORT =
  'Log in or create a free student profile to report this listing. We’ll bring you back to it.';

/**
 * "Report this listing" under a job: a student picks what is wrong and may say more; a
 * visitor is sent to log in and brought back. One open report per student: a second one is told
 * so. Employers and moderators see nothing.
 */
export function ReportListing({ jobId }: { jobId: string }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  if (session && session.role !== 'student') return null;
  const start = () => {
    if (session) {
      setOpen(true);
      return;
    }
    saveReturnUrl(paths.jobApply(jobId));
    // Said in the shell's message region, which outlives this screen: why the login appears.
    showToast(LOG_IN_TO_REPORT);
    navigateToUrl(paths.login);
  };
  return (
    <Row>
      {sent ? (
        <span role="status">{sent}</span>
      ) : (
        <>
          <span>Something wrong with this listing?</span>
          <Button variant="ghost" size="sm" onClick={start}>
            Report this listing
          </Button>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            jobId={jobId}
            onClose={() => setOpen(false)}
            onSent={(message) => {
              setOpen(false);
              setSent(message);
            }}
          />
        </Suspense>
      )}
    </Row>
  );
}
