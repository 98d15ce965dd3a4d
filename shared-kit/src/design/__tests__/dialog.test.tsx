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

/** A dialog whose Save is busy (disabled) while it saves, as a form dialog's is. */
function SavingHarness({ onClose = () => {} }: { onClose?: () => void }) {
  const [busy, setBusy] = useState(false);
  const [, setFailures] = useState(0);
  return (
    <Dialog
      open
      title="Get job alerts"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary">Cancel</Button>
          <Button busy={busy} onClick={() => setBusy(true)}>
            Save alert
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setBusy(false);
              setFailures((n) => n + 1);
            }}
          >
            Failed
          </Button>
        </>
      }
    />
  );
}

describe('Dialog', () => {
  // What a browser does to a focused button that becomes disabled is simulated with blur(): the
  // test DOM keeps the focus on a disabled button.
  it('brings back the focus a busy button dropped to the page, once the button takes it again', () => {
    renderWithTheme(<SavingHarness />);
    const save = screen.getByRole('button', { name: 'Save alert' });
    save.focus();
    save.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Failed' }));
    expect(document.activeElement).toBe(save);
  });

  it('falls back to the panel while the control that had the focus cannot take it', () => {
    const onClose = vi.fn();
    renderWithTheme(<SavingHarness onClose={onClose} />);
    const save = screen.getByRole('button', { name: 'Save alert' });
    save.focus();
    save.blur();
    fireEvent.click(save);
    expect(save).toHaveProperty('disabled', true);
    const dialog = screen.getByRole('dialog', { name: 'Get job alerts' });
    expect(document.activeElement).toBe(dialog);
    // Escape reaches the dialog again from there.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

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

  it('gives the focus back without scrolling the page to the trigger', () => {
    renderWithTheme(<Harness />);
    const { trigger, dialog } = openDialog();
    const focus = vi.spyOn(trigger, 'focus');

    fireEvent.keyDown(dialog, { key: 'Escape' });

    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
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
