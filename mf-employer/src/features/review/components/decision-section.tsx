import { useState } from 'react';
import type { ApplicationStatus } from 'api-contract/common';
import { ActionFailure, Button, ConfirmDialog, getErrorDetail, showToast } from 'shared-kit';
import styled from 'styled-components';
import { listingApplicationsHref } from '../../../lib/listing-return';
import { useSetStatus } from '../api/set-status';
import { employerMoves } from '../employer-moves';
import { InterviewDialog } from './interview-dialog';
import { OfferDialog } from './offer-dialog';
import { ReviewSection } from './review-section';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Open = 'rejected' | 'seen' | 'interview' | 'offer' | null;

/**
 * Application Decision: the moves open at the application's stage (reject always confirmed first;
 * mark as seen confirmed, as SPEC has it; shortlist at once; interview times and an offer each in
 * a form). A rejection returns to the profile with the listing's applications open and in view,
 * replacing history; the other moves leave the page showing the new stage. A hired, declined, rejected or withdrawn application shows nothing.
 */
export function DecisionSection({
  applicationId,
  listingId,
  name,
  status,
}: {
  applicationId: string;
  /** The application's listing, whose applications a rejection returns to. */
  listingId?: string;
  name: string;
  status: ApplicationStatus;
}) {
  const [dialog, setDialog] = useState<Open>(null);
  const decide = useSetStatus(applicationId);
  const moves = employerMoves(status);
  if (moves.length === 0) return null;

  const confirm = () => {
    if (dialog !== 'rejected' && dialog !== 'seen') return;
    decide.mutate(dialog, {
      onSuccess: ({ status: now }) => {
        showToast(now === 'rejected' ? `${name}'s application rejected.` : 'Marked as seen.');
        if (now === 'rejected') {
          window.history.replaceState(null, '', listingApplicationsHref(listingId));
        }
      },
      onSettled: () => setDialog(null),
    });
  };
  const shortlist = () =>
    decide.mutate('shortlisted', { onSuccess: () => showToast(`${name} shortlisted.`) });

  return (
    <ReviewSection id="application-decision" title="Application Decision">
      <Actions>
        {moves.includes('rejected') && (
          <Button variant="danger" onClick={() => setDialog('rejected')}>
            Reject
          </Button>
        )}
        {moves.includes('seen') && <Button onClick={() => setDialog('seen')}>Mark as Seen</Button>}
        {moves.includes('shortlisted') && (
          <Button onClick={shortlist} busy={decide.isPending && decide.variables === 'shortlisted'}>
            Shortlist
          </Button>
        )}
        {moves.includes('interview') && (
          <Button onClick={() => setDialog('interview')}>
            {status === 'interview' ? 'Offer other times' : 'Invite to interview'}
          </Button>
        )}
        {moves.includes('offer') && (
          <Button onClick={() => setDialog('offer')}>Make an offer</Button>
        )}
      </Actions>
      <Note>The applicant will be notified of your decision.</Note>
      {decide.isError && decide.variables === 'shortlisted' && (
        <ActionFailure>
          {getErrorDetail(
            decide.error,
            'The application could not be shortlisted. Please try again.',
          )}
        </ActionFailure>
      )}
      <ConfirmDialog
        open={dialog === 'rejected'}
        tone="danger"
        title="Reject Application"
        message={`Are you sure you want to reject this application from ${name}? This action can't be reversed once completed.`}
        confirmLabel="Reject Application"
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'seen'}
        title="Mark as seen?"
        message={`Mark ${name}'s application as seen?`}
        confirmLabel="Mark as Seen"
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setDialog(null)}
      />
      {dialog === 'interview' && (
        <InterviewDialog
          applicationId={applicationId}
          name={name}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'offer' && (
        <OfferDialog applicationId={applicationId} name={name} onClose={() => setDialog(null)} />
      )}
    </ReviewSection>
  );
}
