import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or consequence, e.g. 'This action cannot be undone.' */
  message: ReactNode;
  confirmLabel: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** 'danger' paints the confirm button red and focuses Cancel first; default 'primary'. */
  tone?: 'primary' | 'danger';
  /** While true the buttons are disabled, the confirm button shows a spinner and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra content between the message and the buttons. */
  children?: ReactNode;
}

/** A yes/no question in a {@link Dialog}, e.g. 'Delete account?'. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    message,
    confirmLabel,
    cancelLabel = 'Cancel',
    tone = 'primary',
    busy = false,
    onConfirm,
    onCancel,
    children,
  } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dismiss = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      title={title}
      description={message}
      onClose={dismiss}
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={dismiss} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={tone} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
