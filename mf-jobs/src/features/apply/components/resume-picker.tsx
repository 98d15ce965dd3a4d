import { useId, useRef } from 'react';
import { RESUME_ACCEPT } from 'api-contract/applications';
import {
  Button,
  FieldError,
  FieldHint,
  LabelText,
  buttonStyles,
  focusRing,
  type ButtonStyleProps,
} from 'shared-kit';
import styled from 'styled-components';
import { VisuallyHiddenInput, wrappingRow } from 'ui';

const Box = styled.div<{ $invalid: boolean }>`
  position: relative;
  ${wrappingRow('sm', 'md')}
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// The native input stays the control (its label, keyboard and screen-reader behaviour, and what
// a test picks files with) but is drawn as the button beside it: the browser's own picker is a
// fixed 413 px wide on a phone and repeats the file name.
const Input = styled(VisuallyHiddenInput)`
  &:focus-visible + span {
    ${focusRing}
  }
`;

const Choose = styled.span<ButtonStyleProps>`
  ${buttonStyles}
`;

const Chosen = styled.span`
  flex: 1 1 10rem;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.span`
  flex: 1 1 8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 240 kB, 1.2 MB: the size a person reads next to the name. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The resume: PDF, DOC or DOCX up to 5 MB. A Choose file button, then the chosen file's name and
 * size with a Remove action; it wraps to any width from 320 px.
 */
export function ResumePicker({
  file,
  onPick,
  error,
  label = 'Resume',
}: {
  file: File | null;
  onPick: (file: File | null) => void;
  error?: string;
  label?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const described = [`${id}-hint`, `${id}-chosen`, error ? `${id}-error` : ''].filter(Boolean);
  const remove = () => {
    if (input.current) input.current.value = '';
    onPick(null);
    input.current?.focus();
  };
  return (
    <div>
      <Label htmlFor={id}>
        <LabelText label={label} required />
      </Label>
      <FieldHint id={`${id}-hint`}>PDF, DOC or DOCX, up to 5 MB.</FieldHint>
      <Box $invalid={Boolean(error)}>
        <Input
          ref={input}
          id={id}
          type="file"
          accept={RESUME_ACCEPT}
          aria-describedby={described.join(' ')}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        />
        <Choose aria-hidden="true" $variant="secondary" onClick={() => input.current?.click()}>
          {file ? 'Choose another file' : 'Choose file'}
        </Choose>
        {file ? (
          <>
            <Chosen id={`${id}-chosen`}>
              {file.name} <small>({fileSize(file.size)})</small>
            </Chosen>
            <Button variant="ghost" size="sm" onClick={remove} aria-label={`Remove ${file.name}`}>
              Remove
            </Button>
          </>
        ) : (
          <Empty id={`${id}-chosen`}>No file chosen</Empty>
        )}
      </Box>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
