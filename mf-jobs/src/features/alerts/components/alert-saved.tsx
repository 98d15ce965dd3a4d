import type { ReactNode } from 'react';
import { jobAlertMessages } from 'api-contract/alerts';
import { RemoteLink, paths } from 'shared-kit';
import styled from 'styled-components';
import { column, LineIcon } from 'ui';

const Text = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.success};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Lines = styled.span`
  ${column('xs')}
  min-width: 0;
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** A tick and the confirmation beside it, announced politely. */
function Done({ children }: { children: ReactNode }) {
  return (
    <Text role="status">
      <LineIcon size={20} strokeWidth="2.4">
        <path d="M20 6 9 17l-5-5" />
      </LineIcon>
      {children}
    </Text>
  );
}

/** The confirmation once a student's alert is saved, with the way to the alerts in the profile. */
export function AlertSaved() {
  return (
    <Done>
      <span>
        Alert saved. We&apos;ll email you new jobs like these.{' '}
        <RemoteLink href={paths.studentProfile}>Manage alerts in your profile</RemoteLink>.
      </span>
    </Done>
  );
}

/** The confirmation once an alert is saved by email: nothing is mailed until its link is used. */
export function AlertSent({ email }: { email: string }) {
  return (
    <Done>
      <Lines>
        <span>{jobAlertMessages.checkInbox}</span>
        <small>Sent to {email}</small>
      </Lines>
    </Done>
  );
}
