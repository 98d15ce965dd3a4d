import { useState } from 'react';
import type { AlertFrequency, JobAlert } from 'api-contract/alerts';
import { Card, ConfirmDialog, ErrorState, getErrorDetail, Heading, showToast } from 'shared-kit';
import styled from 'styled-components';
import { isAlreadyGone, useDeleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/get-alerts';
import { useUpdateAlert } from '../api/update-alert';
import { useAlertSummary } from '../alert-summary';
import { FREQUENCY_LABELS } from '../frequency';
import { AlertRow } from './alert-row';
import { AlertRowPlaceholder, AlertsEmpty } from './alerts-states';

const Intro = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  > li {
    padding: ${({ theme }) => theme.space.md};
  }
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Block = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

type Change = { paused?: boolean; frequency?: AlertFrequency };

/** What a change did, for the toast. */
function changedText(change: Change) {
  if (change.paused !== undefined) return change.paused ? 'Alert paused.' : 'Alert resumed.';
  return change.frequency ? `Alert set to ${FREQUENCY_LABELS[change.frequency]}.` : 'Alert saved.';
}

/** Job Alerts: every saved search that mails new jobs, to pause, resume, retime or delete. */
export function AlertsSection() {
  const alerts = useAlerts();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const { summarize, ready } = useAlertSummary();
  const [target, setTarget] = useState<JobAlert | null>(null);

  const change = (alert: JobAlert, body: Change) =>
    update.mutate(
      { id: alert.id, change: body },
      { onSuccess: () => showToast(changedText(body)) },
    );
  const changing = (alert: JobAlert) => update.isPending && update.variables.id === alert.id;

  const openDelete = (alert: JobAlert) => {
    remove.reset();
    setTarget(alert);
  };
  const confirmDelete = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        showToast('Alert deleted.');
        setTarget(null);
      },
      // Gone already (its mail's unsubscribe link, another tab): the list drops it; nothing to say.
      onError: (error) => {
        if (isAlreadyGone(error)) setTarget(null);
      },
    });
  };

  const list = alerts.data?.alerts ?? [];
  let body;
  if (alerts.isPending || (list.length > 0 && !ready)) {
    body = (
      <List aria-busy="true" aria-label="Job alerts loading">
        <li>
          <AlertRowPlaceholder />
        </li>
        <li>
          <AlertRowPlaceholder />
        </li>
      </List>
    );
  } else if (alerts.isError) {
    body = (
      <Block>
        <ErrorState
          title="Your job alerts could not be loaded"
          message={getErrorDetail(alerts.error, 'Please check your connection and try again.')}
          onAction={() => void alerts.refetch()}
        />
      </Block>
    );
  } else if (list.length === 0) {
    body = (
      <Block>
        <AlertsEmpty />
      </Block>
    );
  } else {
    body = (
      <List aria-labelledby="alerts-title">
        {list.map((alert) => (
          <li key={alert.id}>
            <AlertRow
              alert={alert}
              summary={summarize(alert)}
              busy={changing(alert)}
              onChange={change}
              onDelete={openDelete}
            />
          </li>
        ))}
      </List>
    );
  }

  return (
    <Card as="section" aria-labelledby="alerts-title">
      <Heading id="alerts-title">Job Alerts</Heading>
      {list.length > 0 && (
        <Intro>
          We email you new jobs that match these searches. Every email has a link to stop its alert.
        </Intro>
      )}
      {update.isError && (
        <Failure role="alert">
          {getErrorDetail(update.error, 'The alert could not be changed. Please try again.')}
        </Failure>
      )}
      {body}
      <ConfirmDialog
        open={target !== null}
        tone="danger"
        title="Delete job alert?"
        message={
          target
            ? `You will no longer get emails for ${summarize(target)}. This can't be undone.`
            : ''
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      >
        {remove.isError && !isAlreadyGone(remove.error) && (
          <Failure role="alert">
            {getErrorDetail(remove.error, 'The alert could not be deleted. Please try again.')}
          </Failure>
        )}
      </ConfirmDialog>
    </Card>
  );
}
