import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { ActionFailure, Button, Dialog } from 'shared-kit';
import { refusalText } from '../../../lib/error-text';
import styled from 'styled-components';
import { column } from 'ui';

const Form = styled.form`
  ${column('lg')}
`;

const FORM_ID = 'job-alert-form';

/**
 * The frame of both "Get job alerts" dialogs (a student's, a visitor's by email): the form with
 * Cancel and Save alert, the API's refusal under it, then `done` with Done in the form's place.
 * The Save button is gone once saved, so focus moves to Done, after the confirmation. It cannot
 * be dismissed while saving.
 */
export function AlertFormDialog({
  saving,
  error,
  done,
  onSubmit,
  onClose,
  initialFocusRef,
  children,
}: {
  saving: boolean;
  /** The failed save's error (its detail is shown), or null. */
  error: unknown;
  /** What the dialog says once saved; null while the form is shown. */
  done: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  /** What gets focus on open; default the form's first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The form's fields. */
  children: ReactNode;
}) {
  const doneRef = useRef<HTMLButtonElement>(null);
  const saved = done !== null;
  useEffect(() => {
    if (saved) doneRef.current?.focus();
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog
      open
      size="md"
      title="Get job alerts"
      description={saved ? undefined : "We'll email you new jobs that match this search."}
      onClose={close}
      initialFocusRef={initialFocusRef}
      actions={
        saved ? (
          <Button ref={doneRef} onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} busy={saving}>
              Save alert
            </Button>
          </>
        )
      }
    >
      {saved ? (
        done
      ) : (
        <Form id={FORM_ID} onSubmit={submit} noValidate>
          {children}
          {error !== null && (
            <ActionFailure>
              {refusalText(error, 'Your alert could not be saved. Please try again.')}
            </ActionFailure>
          )}
        </Form>
      )}
    </Dialog>
  );
}
