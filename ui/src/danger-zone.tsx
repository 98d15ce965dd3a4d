// The bottom of a dashboard: deleting the account, set apart from the everyday buttons and drawn
// in outline, with what deletion removes and what is kept said beside the button before anyone
// presses it. The dialog keeps SPEC's words ('Delete account?' and the side's message).
import { useState, type ReactNode } from 'react';
import { Button, Card, ConfirmDialog, showToast } from 'shared-kit';
import styled from 'styled-components';

const Zone = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
    max-width: 48rem;
  }
`;

/** Outlined, not solid: the page's one destructive button does not draw the eye first. */
const OutlinedDanger = styled(Button)`
  && {
    align-self: flex-start;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.danger};
    border: 1px solid ${({ theme }) => theme.colors.danger};
  }
  &&:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

export interface DangerZoneProps {
  /** What the 'Delete account?' dialog says (SPEC section 2, each side's words). */
  deleteMessage: string;
  /** Deletes the account; resolves false when it failed (the dialog then closes). */
  onDelete: () => Promise<boolean>;
  /** What deleting removes and what is kept, and for how long. */
  children: ReactNode;
}

/** "Danger zone": Delete Account, what it removes and keeps, and its confirmation. */
export function DangerZone({ deleteMessage, onDelete, children }: DangerZoneProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const ok = await onDelete();
    // A failed deletion leaves the screen as it was (SPEC section 8). Success navigates away to
    // the login screen, which then says what happened: the toast region is the shell's.
    if (!ok) {
      setBusy(false);
      setOpen(false);
      return;
    }
    showToast('Your account has been deleted.');
  };
  return (
    <Zone as="section" aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title">Danger zone</h2>
      {children}
      <OutlinedDanger variant="secondary" onClick={() => setOpen(true)}>
        Delete Account
      </OutlinedDanger>
      <ConfirmDialog
        open={open}
        tone="danger"
        title="Delete account?"
        message={deleteMessage}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setOpen(false)}
      />
    </Zone>
  );
}
