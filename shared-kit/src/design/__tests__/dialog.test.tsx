import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog } from '../dialog';
import { renderWithTheme } from './render-with-theme';

afterEach(cleanup);

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Log out?"
        description="You will be signed out of your student account."
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Log Out</Button>
          </>
        }
      />
    </>
  );
}

function openDialog() {
  const trigger = screen.getByRole('button', { name: 'Open' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Log out?' }) };
}

describe('Dialog', () => {
  it('is a labelled modal in document.body and moves focus inside', () => {
    renderWithTheme(<Harness />);
    const { dialog } = openDialog();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.closest('body')).toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    renderWithTheme(<Harness />);
    const { dialog } = openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const logOut = screen.getByRole('button', { name: 'Log Out' });

    logOut.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(logOut);
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const { trigger, dialog } = openDialog();

    fireEvent.keyDown(dialog, { key: 'Escape' });

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const { dialog } = openDialog();

    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('calls onConfirm from the confirm button and onCancel from Cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        title="Delete account?"
        message="This action cannot be undone."
        confirmLabel="Delete"
        tone="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );

    expect(screen.getByRole('dialog', { name: 'Delete account?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed or confirmed again while busy', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        busy
        title="Post this job?"
        message="It goes live now."
        confirmLabel="Post Job"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Post Job' });

    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
