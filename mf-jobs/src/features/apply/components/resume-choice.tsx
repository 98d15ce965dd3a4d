import type { SavedResume } from 'api-contract/applications';
import { Checkbox, LabelText } from 'shared-kit';
import styled from 'styled-components';
import { ChoiceCard, ChoiceList, column } from 'ui';
import type { ResumeSource } from '../apply-form';
import { savedResumeText } from '../saved-resume-text';
import { ResumePicker } from './resume-picker';

const NewFile = styled.div`
  ${column('md')}
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
 * The resume: with a saved one, a choice between it and a new file, the saved one
 * first; the file picker only once a new file is chosen. Without, the picker as before.
 */
export function ResumeChoice(props: ResumeChoiceProps) {
  const { saved, source, onChange } = props;
  if (!saved) return <NewFileFields {...props} />;
  return (
    <ChoiceList>
      <legend>
        <LabelText label="Resume" required />
      </legend>
      <ChoiceCard>
        <input
          type="radio"
          name="resume-source"
          value="saved"
          checked={source === 'saved'}
          onChange={() => onChange({ resumeSource: 'saved' })}
        />
        <span>Use my saved resume ({savedResumeText(saved)})</span>
      </ChoiceCard>
      <ChoiceCard>
        <input
          type="radio"
          name="resume-source"
          value="new"
          checked={source === 'new'}
          onChange={() => onChange({ resumeSource: 'new' })}
        />
        <span>Upload a new file</span>
      </ChoiceCard>
      {source === 'new' && <NewFileFields {...props} />}
    </ChoiceList>
  );
}
