import { useState } from 'react';
import { Button, Card, ConfirmDialog, SkeletonText, logOut, media } from 'shared-kit';
import styled from 'styled-components';
import { useDeleteAccount } from '../api/delete-account';

const Header = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
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

/** The student's name and email, with Log Out and Delete Account (each behind a dialog). */
export function ProfileHeader({ name, email }: { name?: string; email?: string }) {
  const [dialog, setDialog] = useState<'logout' | 'delete' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const remove = useDeleteAccount();

  return (
    <Header as="header">
      <div>
        {name === undefined ? (
          <SkeletonText lines={2} />
        ) : (
          <>
            <h1>{name}</h1>
            <p>{email}</p>
          </>
        )}
      </div>
      <Actions>
        <Button variant="secondary" onClick={() => setDialog('logout')}>
          Log Out
        </Button>
        <Button variant="danger" onClick={() => setDialog('delete')}>
          Delete Account
        </Button>
      </Actions>
      <ConfirmDialog
        open={dialog === 'logout'}
        title="Log out?"
        message="You will be signed out of your student account."
        confirmLabel="Log Out"
        busy={leaving}
        onConfirm={() => {
          setLeaving(true);
          void logOut();
        }}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        tone="danger"
        title="Delete account?"
        message="This action cannot be undone. All your applications and data will be removed."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onError: () => setDialog(null) })}
        onCancel={() => setDialog(null)}
      />
    </Header>
  );
}
