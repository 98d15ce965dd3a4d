import { formatAbn } from 'api-contract/accounts';
import type { AbnCheck } from 'api-contract/accounts';
import { formatDate, SkeletonLine, theme } from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';

const Lines = styled.div`
  ${column('xs')}
  margin-top: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cancelled = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.danger};
`;

const STATUS_WORDS: Record<AbnCheck['status'], string> = {
  active: 'active',
  cancelled: 'cancelled',
  not_found: 'not found on the register',
};

/**
 * The ABN as saved and, once the Australian Business Register has answered about it, what it
 * said and when. Nothing about a check before it was made.
 */
export function AbnSummary({ abn, check }: { abn: string | null; check: AbnCheck | null }) {
  if (!abn) {
    return (
      <Lines>
        <Muted>Add your ABN so students can look you up.</Muted>
      </Lines>
    );
  }
  const checked = check && `Checked with the ABR on ${formatDate(check.looked_up_at)}: `;
  return (
    <Lines>
      <p>ABN {formatAbn(abn)}</p>
      {check?.status === 'cancelled' && (
        <Cancelled>
          {checked}
          {STATUS_WORDS.cancelled}. New listings wait for our team&apos;s review while it is.
        </Cancelled>
      )}
      {check && check.status !== 'cancelled' && (
        <Muted>
          {checked}
          {STATUS_WORDS[check.status]}
        </Muted>
      )}
    </Lines>
  );
}

/** {@link AbnSummary} while the profile loads: its one line, so nothing below it moves. */
export function AbnSummaryPlaceholder() {
  return (
    <Lines aria-hidden="true">
      <SkeletonLine fontSize={theme.fontSizes.sm} width="15rem" />
    </Lines>
  );
}
