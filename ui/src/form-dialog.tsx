import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, Dialog } from 'shared-kit';
import styled from 'styled-components';

const Form = styled.form<{ $gap: 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  title: string;
  description: string;
  /** The form's id, which the submit button in the dialog's actions names. */
  formId: string;
  submitLabel: string;
  /** A send is on its way: the submit button shows a spinner, and the dialog cannot close. */
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Room between the fields (default 'md'). */
  gap?: 'md' | 'lg';
  /** The fields, and a failure under them. */
  children: ReactNode;
}

/** A short form in a dialog, sent with the button beside Cancel; not closed while it sends. */
export function FormDialog({
  title,
  description,
  formId,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  initialFocusRef,
  gap = 'md',
  children,
}: FormDialogProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open
      size="md"
      title={title}
      description={description}
      onClose={close}
      initialFocusRef={initialFocusRef}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate $gap={gap}>
        {children}
      </Form>
    </Dialog>
  );
}
