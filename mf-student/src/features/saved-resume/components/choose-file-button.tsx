import { useId, type ReactNode } from 'react';
import { RESUME_ACCEPT } from 'api-contract/applications';
import { buttonStyles, focusRing, Spinner, type ButtonStyleProps } from 'shared-kit';
import styled from 'styled-components';
import { VisuallyHiddenInput } from 'ui';

// A label drawn as a button: clicking it opens the file chooser, and the native input inside stays
// the control (its keyboard and screen-reader behaviour, and what a test picks files with).
const Label = styled.label<ButtonStyleProps & { $busy: boolean }>`
  ${buttonStyles}
  position: relative;
  &:has(input:focus-visible) {
    ${focusRing}
  }
  ${({ $busy }) => ($busy ? 'opacity: 0.55; cursor: progress;' : '')}
`;

/** "Upload a resume" / "Replace": picks one file and hands it on; disabled while `busy`. */
export function ChooseFileButton({
  children,
  onPick,
  busy = false,
  variant = 'primary',
  describedBy,
}: {
  children: ReactNode;
  onPick: (file: File) => void;
  busy?: boolean;
  variant?: ButtonStyleProps['$variant'];
  describedBy?: string;
}) {
  const id = useId();
  return (
    <Label htmlFor={id} $variant={variant} $size="sm" $busy={busy}>
      <VisuallyHiddenInput
        id={id}
        type="file"
        accept={RESUME_ACCEPT}
        disabled={busy}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a failure.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      {busy && <Spinner />}
      {children}
    </Label>
  );
}
