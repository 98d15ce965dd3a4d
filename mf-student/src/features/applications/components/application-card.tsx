import { Button, StatusBadge, formatDate, type StudentApplication } from 'shared-kit';
import styled from 'styled-components';
import { canWithdraw } from '../can-withdraw';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Job Name: the title over the company. */
export function JobName({ application }: { application: StudentApplication }) {
  return (
    <JobNameRoot>
      <strong>{application.job.title}</strong>
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

/** An application as a card, on narrow screens. */
export function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: StudentApplication;
  onWithdraw: (application: StudentApplication) => void;
}) {
  return (
    <Row>
      <JobName application={application} />
      <Line>
        <StatusBadge status={application.status} />
        <span>Submitted {formatDate(application.created_at)}</span>
      </Line>
      <WithdrawButton application={application} onWithdraw={onWithdraw} />
    </Row>
  );
}
