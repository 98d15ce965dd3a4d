import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Card } from './layout';
import { SkeletonLine } from './skeleton';
import { media, theme } from './theme';
import { showToast } from './toast';

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
    overflow-wrap: anywhere;
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
  gap: ${({ theme }) => theme.space.sm};
  ${media.mobile} {
    width: 100%;
    > * {
      flex: 1;
    }
  }
`;

/** Props of {@link AccountHeader}. */
export interface AccountHeaderProps {
  /** The person's or business's name; undefined while loading. */
  name: string | undefined;
  email: string | undefined;
  /** 'Log Out' (student) or 'Logout' (employer), as SPEC section 2 words each. */
  logoutLabel: string;
  /** What the 'Log out?' dialog says. */
  logoutMessage: string;
  /** What the 'Delete account?' dialog says. */
  deleteMessage: string;
  onLogOut: () => Promise<void>;
  /** Deletes the account; resolves false when it failed (the dialog then closes). */
  onDelete: () => Promise<boolean>;
}

/** A dashboard's header: name and email, with log out and account deletion behind dialogs. */
export function AccountHeader(props: AccountHeaderProps) {
  const { name, email, logoutLabel, logoutMessage, deleteMessage, onLogOut, onDelete } = props;
  const [dialog, setDialog] = useState<'logout' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    const ok = await action();
    // A failed deletion leaves the screen as it was (SPEC section 8). Success navigates away to
    // the login screen, which then says what happened: the toast region is the shell's.
    if (ok === false) {
      setBusy(false);
      setDialog(null);
      return;
    }
    showToast(done);
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
            <p>{email}</p>
          </>
        )}
      </div>
      <Actions>
        <Button variant="secondary" onClick={() => setDialog('logout')}>
          {logoutLabel}
        </Button>
        <Button variant="danger" onClick={() => setDialog('delete')}>
          Delete Account
        </Button>
      </Actions>
      <ConfirmDialog
        open={dialog === 'logout'}
        title="Log out?"
        message={logoutMessage}
        confirmLabel={logoutLabel}
        busy={busy}
        onConfirm={() => void run(onLogOut, 'You have logged out.')}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        tone="danger"
        title="Delete account?"
        message={deleteMessage}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void run(onDelete, 'Your account has been deleted.')}
        onCancel={() => setDialog(null)}
      />
    </Header>
  );
}
