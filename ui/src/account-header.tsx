// A dashboard's header, compiled into each remote: the person's or business's name and email,
// with log out behind its dialog. Deleting the account is not here but in the page's danger zone
// at the bottom (danger-zone.tsx), away from the everyday button. (shared-kit's AccountHeader,
// with Delete Account beside Log out, stays in the kit for remotes built against it.)
import { useState } from 'react';
import { Button, Card, ConfirmDialog, SkeletonLine, media, showToast, theme } from 'shared-kit';
import styled from 'styled-components';

const Header = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${media.mobile} {
      /* A business name of a few words stays on one line, as its placeholder does. */
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    /* One line, as its placeholder: a long address wrapped over three lines on a phone once it
       arrived and pushed the whole page down. The full address is its title and what is read. */
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  > div:first-child {
    min-width: 0;
    max-width: 100%;
  }
`;

/** The name and email lines while loading, each as tall as the line it stands for. */
const Placeholder = styled.div`
  width: 18rem;
  max-width: 100%;
  > :last-child {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const NameLine = styled(SkeletonLine)`
  height: calc(${theme.fontSizes.xl} * ${theme.lineHeights.tight});
  ${media.mobile} {
    height: calc(${theme.fontSizes.lg} * ${theme.lineHeights.tight});
  }
`;

const Actions = styled.div`
  display: flex;
  ${media.mobile} {
    width: 100%;
    > * {
      flex: 1;
    }
  }
`;

export interface AccountHeaderProps {
  /** The person's or business's name; undefined while loading. */
  name: string | undefined;
  email: string | undefined;
  /** 'Log Out' (student) or 'Logout' (employer), as SPEC section 2 words each. */
  logoutLabel: string;
  /** What the 'Log out?' dialog says. */
  logoutMessage: string;
  onLogOut: () => Promise<void>;
}

/** A dashboard's header: name and email, with log out behind its dialog. */
export function AccountHeader({
  name,
  email,
  logoutLabel,
  logoutMessage,
  onLogOut,
}: AccountHeaderProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    await onLogOut();
    // Logging out navigates to the login screen; the toast region is the shell's and stays.
    showToast('You have logged out.');
  };
  return (
    <Header as="header">
      <div>
        {name === undefined ? (
          <Placeholder>
            <NameLine
              fontSize={theme.fontSizes.xl}
              lineHeight={theme.lineHeights.tight}
              width="70%"
            />
            <SkeletonLine />
          </Placeholder>
        ) : (
          <>
            <h1>{name}</h1>
            <p title={email}>{email}</p>
          </>
        )}
      </div>
      <Actions>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {logoutLabel}
        </Button>
      </Actions>
      <ConfirmDialog
        open={open}
        title="Log out?"
        message={logoutMessage}
        confirmLabel={logoutLabel}
        busy={busy}
        onConfirm={() => void logOut()}
        onCancel={() => setOpen(false)}
      />
    </Header>
  );
}
