import { useState } from 'react';
import { Button, ConfirmDialog, paths, showToast } from 'shared-kit';
import styled from 'styled-components';
import { useSetStatus } from '../api/set-status';
import { ReviewSection } from './review-section';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Application Decision (only while submitted): Reject or Mark as Seen, each confirmed first.
 * A rejection returns to the profile, replacing history; seen just closes the dialog.
 */
export function DecisionSection({ applicationId, name }: { applicationId: string; name: string }) {
  const [dialog, setDialog] = useState<'rejected' | 'seen' | null>(null);
  const decide = useSetStatus(applicationId);

  const confirm = () => {
    if (!dialog) return;
    decide.mutate(dialog, {
      onSuccess: ({ status }) => {
        showToast(status === 'rejected' ? `${name}'s application rejected.` : 'Marked as seen.');
        if (status === 'rejected') window.history.replaceState(null, '', paths.employerProfile);
      },
      onSettled: () => setDialog(null),
    });
  };

  return (
    <ReviewSection id="application-decision" title="Application Decision">
      <Actions>
        <Button variant="danger" onClick={() => setDialog('rejected')}>
          Reject
        </Button>
        <Button onClick={() => setDialog('seen')}>Mark as Seen</Button>
      </Actions>
      <Note>The applicant will be notified of your decision.</Note>
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
    </ReviewSection>
  );
}
