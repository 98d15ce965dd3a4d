import { ActionFailure, ConfirmDialog } from 'shared-kit';

/**
 * The action a {@link ConfirmFlow} runs once confirmed, called with its target's id: a TanStack
 * Query mutation fits.
 */
export interface ConfirmedAction {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  /** Forgets a failure (the flow calls it when the person cancels). */
  reset: () => void;
  isPending: boolean;
  isError: boolean;
}

/** Props of {@link ConfirmFlow}. */
export interface ConfirmFlowProps<T extends { id: string }> {
  /** What the action is about (a row of a list): the dialog is open while there is one. */
  target: T | null;
  title: string;
  message: (target: T) => string;
  confirmLabel: string;
  action: ConfirmedAction;
  /** After the action succeeded, before the dialog closes: update the list, say so. */
  onDone: (target: T) => void;
  /** Closes the dialog: the caller forgets the target. */
  onClose: () => void;
  /** The sentence beside the buttons when the action failed; the dialog stays open to retry. */
  failure: string;
}

/**
 * A destructive action behind a question ("Delete listing?"): Confirm runs it, and on success
 * the dialog closes; a failure keeps the dialog open and says so; Cancel closes and forgets it.
 */
export function ConfirmFlow<T extends { id: string }>({
  target,
  title,
  message,
  confirmLabel,
  action,
  onDone,
  onClose,
  failure,
}: ConfirmFlowProps<T>) {
  const confirm = () => {
    if (target === null) return;
    action.mutate(target.id, {
      onSuccess: () => {
        onDone(target);
        onClose();
      },
    });
  };
  const cancel = () => {
    onClose();
    action.reset();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      tone="danger"
      title={title}
      message={target === null ? '' : message(target)}
      confirmLabel={confirmLabel}
      busy={action.isPending}
      onConfirm={confirm}
      onCancel={cancel}
    >
      {action.isError && <ActionFailure>{failure}</ActionFailure>}
    </ConfirmDialog>
  );
}
