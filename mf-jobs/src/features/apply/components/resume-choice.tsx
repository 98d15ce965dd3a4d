import type { SavedResume } from 'api-contract/applications';
import { Checkbox, focusRing, LabelText } from 'shared-kit';
import styled from 'styled-components';
import type { ResumeSource } from '../apply-form';
import { savedResumeText } from '../saved-resume-text';
import { ResumePicker } from './resume-picker';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

// A whole row is the target (44px at least), and the chosen one is outlined in the brand colour.
const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  input:focus-visible {
    ${focusRing}
  }
`;

const NewFile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export interface ResumeChoiceProps {
  saved: SavedResume | null;
  source: ResumeSource;
  file: File | null;
  saveResume: boolean;
  onChange: (patch: {
    resumeSource?: ResumeSource;
    resume?: File | null;
    saveResume?: boolean;
  }) => void;
  error?: string;
}

/** A new file, with "Also save it to my profile" (which replaces a saved one). */
function NewFileFields({ saved, file, saveResume, onChange, error }: ResumeChoiceProps) {
  return (
    <NewFile>
      <ResumePicker
        label={saved ? 'New resume file' : 'Resume'}
        file={file}
        onPick={(resume) => onChange({ resume })}
        error={error}
      />
      <Checkbox
        label="Also save it to my profile"
        hint={
          saved
            ? `It replaces ${saved.file_name} as your saved resume.`
            : 'Next time, apply with it without choosing a file.'
        }
        checked={saveResume}
        onChange={(e) => onChange({ saveResume: e.target.checked })}
      />
    </NewFile>
  );
}

/**
 * The resume: with a saved one (issue 32), a choice between it and a new file, the saved one
 * first; the file picker only once a new file is chosen. Without, the picker as before.
 */
export function ResumeChoice(props: ResumeChoiceProps) {
  const { saved, source, onChange } = props;
  if (!saved) return <NewFileFields {...props} />;
  return (
    <Group>
      <legend>
        <LabelText label="Resume" required />
      </legend>
      <Choice>
        <input
          type="radio"
          name="resume-source"
          value="saved"
          checked={source === 'saved'}
          onChange={() => onChange({ resumeSource: 'saved' })}
        />
        <span>Use my saved resume ({savedResumeText(saved)})</span>
      </Choice>
      <Choice>
        <input
          type="radio"
          name="resume-source"
          value="new"
          checked={source === 'new'}
          onChange={() => onChange({ resumeSource: 'new' })}
        />
        <span>Upload a new file</span>
      </Choice>
      {source === 'new' && <NewFileFields {...props} />}
    </Group>
  );
}
