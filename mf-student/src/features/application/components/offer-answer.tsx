import { useState } from 'react';
import {
  WORK_LIMIT_INFO_URL,
  workLimitMessages,
  type FortnightOverLimit,
  type StudentApplication,
} from 'api-contract/applications';
import {
  ActionFailure,
  Button,
  ConfirmDialog,
  PayText,
  formatDate,
  getErrorDetail,
  showToast,
} from 'shared-kit';
import styled from 'styled-components';
import { Facts } from 'ui';
import { useAnswerOffer } from '../api/answer-offer';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The visa-hours warning's first line: the fortnight and its hours. */
export function overLimitLine(over: FortnightOverLimit): string {
  return workLimitMessages.overLimit(over.total_hours, formatDate(over.fortnight_start));
}

/** The rest of the visa-hours warning: the condition, course breaks, the choice, Home Affairs. */
export function WorkLimitWarning() {
  return (
    <>
      <p>{workLimitMessages.condition}</p>
      <p>{workLimitMessages.courseBreaks}</p>
      <p>{workLimitMessages.decide}</p>
      <p>
        <a href={WORK_LIMIT_INFO_URL} target="_blank" rel="noopener noreferrer">
          {workLimitMessages.link}
        </a>
      </p>
    </>
  );
}

type Open = 'accept' | 'decline' | 'warning' | null;

/**
 * The offer's terms (start, hours, the listing's pay) and, while open, Accept and Decline. Accepting
 * first shows the visa-hours warning when `overLimit` is given; the warning never blocks.
 */
export function OfferAnswer({
  application,
  overLimit,
}: {
  application: StudentApplication;
  overLimit: FortnightOverLimit | null;
}) {
  const answer = useAnswerOffer(application.id);
  const [open, setOpen] = useState<Open>(null);
  const offer = application.offer;
  if (!offer) return null;

  const send = (accept: boolean) =>
    answer.mutate(accept, {
      onSuccess: () => showToast(accept ? 'You accepted the offer.' : 'You declined the offer.'),
      onSettled: () => setOpen(null),
    });

  return (
    <>
      <Facts>
        <dt>Start date</dt>
        <dd>{formatDate(offer.start_date)}</dd>
        <dt>Hours per week</dt>
        <dd>{offer.hours_per_week}</dd>
        <dt>Pay</dt>
        <dd>
          <PayText pay={application.job.pay} />
        </dd>
        {offer.note && (
          <>
            <dt>Note</dt>
            <dd>{offer.note}</dd>
          </>
        )}
      </Facts>
      {application.status === 'offered' && (
        <Actions>
          <Button onClick={() => setOpen(overLimit ? 'warning' : 'accept')}>Accept offer</Button>
          <Button variant="secondary" onClick={() => setOpen('decline')}>
            Decline offer
          </Button>
        </Actions>
      )}
      {answer.isError && (
        <ActionFailure>
          {getErrorDetail(answer.error, 'Your answer could not be sent. Please try again.')}
        </ActionFailure>
      )}
      <ConfirmDialog
        open={open === 'accept'}
        title="Accept this offer?"
        message={`You start on ${formatDate(offer.start_date)}, ${offer.hours_per_week} hours a week. The employer is told at once.`}
        confirmLabel="Accept offer"
        busy={answer.isPending}
        onConfirm={() => send(true)}
        onCancel={() => setOpen(null)}
      />
      {overLimit && (
        <ConfirmDialog
          open={open === 'warning'}
          title={workLimitMessages.title}
          message={overLimitLine(overLimit)}
          confirmLabel="Accept offer"
          busy={answer.isPending}
          onConfirm={() => send(true)}
          onCancel={() => setOpen(null)}
        >
          <WorkLimitWarning />
        </ConfirmDialog>
      )}
      <ConfirmDialog
        open={open === 'decline'}
        tone="danger"
        title="Decline this offer?"
        message="The employer is told, and the offer cannot be taken back."
        confirmLabel="Decline offer"
        busy={answer.isPending}
        onConfirm={() => send(false)}
        onCancel={() => setOpen(null)}
      />
    </>
  );
}
