import type { StudentApplication } from 'api-contract/applications';
import {
  Button,
  Skeleton,
  SkeletonLine,
  StatusBadge,
  formatDate,
  paths,
  RemoteLink,
  theme,
  PayText,
} from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink, NewMessagesLink, RowCard, RowCardText, wrappingRow } from 'ui';
import { studentApplicationPath } from '../../../lib/application-path';
import { nextStep } from '../../../lib/stage-words';
import { canWithdraw } from '../can-withdraw';
import {
  ButtonPlaceholder,
  actionsCellPlaceholder,
  jobCellPlaceholder,
  payCellPlaceholder,
} from '../../../lib/cell-placeholders';
import { listingStateText } from '../../../lib/listing-state';

/** Job Name: the title over the company. */
export function JobName({ application }: { application: StudentApplication }) {
  return (
    <JobNameRoot>
      <strong>
        {application.job.id ? (
          <RemoteLink href={paths.jobApply(application.job.id)}>{application.job.title}</RemoteLink>
        ) : (
          application.job.title
        )}
      </strong>
      <span>{application.job.business_name}</span>
    </JobNameRoot>
  );
}

const JobNameRoot = styled.div`
  display: flex;
  flex-direction: column;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StatusRoot = styled.div`
  ${wrappingRow('xs', 'sm')}
`;

const ListingState = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const StatusColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const NextStep = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Said instead of the next step once the employer has left the application unanswered too long. */
const NoAnswer = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** "No answer from the employer since 3 Nov 2026", or null while there is nothing to say. */
export function noAnswerText(application: StudentApplication): string | null {
  return application.no_answer_since && canWithdraw(application.status)
    ? `No answer from the employer since ${formatDate(application.no_answer_since)}`
    : null;
}

/**
 * The application's stage, the listing's state beside it when it no longer takes any, its new
 * messages, and what comes next (or that the employer has not answered).
 */
export function ApplicationStatus({ application }: { application: StudentApplication }) {
  const state = listingStateText(application.job.availability);
  const noAnswer = noAnswerText(application);
  return (
    <StatusColumn>
      <StatusRoot>
        <StatusBadge status={application.status} />
        {state && <ListingState>{state}</ListingState>}
        <NewMessagesLink
          count={application.unread_messages}
          href={studentApplicationPath(application.id)}
          about={application.job.title}
        />
      </StatusRoot>
      {noAnswer ? (
        <NoAnswer>
          <strong>{noAnswer}.</strong> It is still open: you can keep waiting or withdraw it.
        </NoAnswer>
      ) : (
        <NextStep>{nextStep(application, 'list')}</NextStep>
      )}
    </StatusColumn>
  );
}

/** The Withdraw action, disabled once withdrawn or rejected. */
export function WithdrawButton({
  application,
  onWithdraw,
}: {
  application: StudentApplication;
  onWithdraw: (application: StudentApplication) => void;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={!canWithdraw(application.status)}
      aria-label={`Withdraw: ${application.job.title}`}
      onClick={() => onWithdraw(application)}
    >
      Withdraw
    </Button>
  );
}

const ActionsRoot = styled.div`
  ${wrappingRow('xs', 'sm')}
`;

/** A row's actions: View (the application's own page, its stage and next step) and Withdraw. */
export function ApplicationActions({
  application,
  onWithdraw,
}: {
  application: StudentApplication;
  onWithdraw: (application: StudentApplication) => void;
}) {
  return (
    <ActionsRoot>
      <ButtonLink
        href={studentApplicationPath(application.id)}
        $variant="secondary"
        $size="sm"
        aria-label={`View application: ${application.job.title}`}
      >
        View
      </ButtonLink>
      <WithdrawButton application={application} onWithdraw={onWithdraw} />
    </ActionsRoot>
  );
}

/** An application as a card, on narrow screens. */
export function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: StudentApplication;
  onWithdraw: (application: StudentApplication) => void;
}) {
  return (
    <RowCard>
      <JobName application={application} />
      <RowCardText>
        <PayText pay={application.job.pay} />
      </RowCardText>
      <RowCardText>Submitted {formatDate(application.created_at)}</RowCardText>
      <ApplicationStatus application={application} />
      <ApplicationActions application={application} onWithdraw={onWithdraw} />
    </RowCard>
  );
}

/** A status badge's placeholder: an extra-small line in its pill padding. */
const BadgePlaceholder = () => (
  <Skeleton width="5.5rem" height={`calc(${theme.fontSizes.xs} * 1.5 + 0.25rem)`} radius="999px" />
);

/** Table cells while loading, each as tall as the loaded cell. */
export const applicationPlaceholders = {
  jobName: jobCellPlaceholder,
  pay: payCellPlaceholder,
  status: (
    <StatusColumn>
      <BadgePlaceholder />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="12rem" />
    </StatusColumn>
  ),
  date: <SkeletonLine fontSize={theme.fontSizes.sm} width="6rem" />,
  actions: actionsCellPlaceholder,
};

/** {@link ApplicationCard} while loading: job name, pay, date, status lines and the actions. */
export function ApplicationCardPlaceholder() {
  return (
    <RowCard>
      <div>
        <SkeletonLine width="11rem" />
        <SkeletonLine width="8rem" />
      </div>
      <SkeletonLine fontSize={theme.fontSizes.sm} width="13rem" />
      <SkeletonLine fontSize={theme.fontSizes.sm} width="8rem" />
      <StatusColumn>
        <BadgePlaceholder />
        <SkeletonLine fontSize={theme.fontSizes.sm} width="15rem" />
      </StatusColumn>
      <ButtonPlaceholder />
    </RowCard>
  );
}
