import { useId } from 'react';
import { FieldError, FieldHint, focusRing } from 'shared-kit';
import styled from 'styled-components';

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Input = styled.input`
  font: inherit;
  &:focus-visible {
    ${focusRing}
  }
`;

/** The resume file input: PDF, DOC or DOCX up to 5 MB, with the picked file's name. */
export function ResumePicker({
  file,
  onPick,
  error,
}: {
  file: File | null;
  onPick: (file: File | null) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>Resume</Label>
      <FieldHint id={`${id}-hint`}>PDF, DOC or DOCX, up to 5 MB.</FieldHint>
      <Box $invalid={Boolean(error)}>
        <Input
          id={id}
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        />
        {file && <span>{file.name}</span>}
      </Box>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
