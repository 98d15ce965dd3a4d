import { useState } from 'react';
import { ActionFailure, Button, ConfirmDialog, showToast } from 'shared-kit';
import { useDeleteSavedResume } from '../api/delete-saved-resume';

/** Delete, behind a dialog that stays open, saying so, when the deletion fails. */
export function DeleteSavedResume({ fileName, disabled }: { fileName: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSavedResume();
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <>
      <Button variant="ghost" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        tone="danger"
        title="Delete your saved resume?"
        message={`${fileName} will be deleted. Applications you have sent keep their own copy.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              close();
              showToast('Your saved resume was deleted.');
            },
          })
        }
        onCancel={close}
      >
        {remove.isError && (
          <ActionFailure>Your saved resume could not be deleted. Please try again.</ActionFailure>
        )}
      </ConfirmDialog>
    </>
  );
}
