import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { useQualifications } from 'api-calls';
import { Checkbox, Skeleton, TextArea, TextField } from 'shared-kit';
import styled from 'styled-components';

import type { StudentDraft } from '../details-form';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

type Errors = Partial<Record<'full_name' | 'study' | 'institution', string>>;

/** The student's profile fields: name, study, institution, about, experience, qualifications. */
export function StudentDetailsFields({
  draft,
  onChange,
  errors,
}: {
  draft: StudentDraft;
  onChange: (draft: StudentDraft) => void;
  errors: Errors;
}) {
  const qualifications = useQualifications();
  const set = <K extends keyof StudentDraft>(key: K, value: StudentDraft[K]) =>
    onChange({ ...draft, [key]: value });

  return (
    <>
      <TextField
        label="Full name"
        autoComplete="name"
        required
        value={draft.full_name}
        onChange={(e) => set('full_name', e.target.value)}
        error={errors.full_name}
      />
      <TextField
        label="What are you studying?"
        hint="Your degree or course, e.g. Bachelor of Commerce"
        required
        value={draft.study}
        onChange={(e) => set('study', e.target.value)}
        error={errors.study}
      />
      <TextField
        label="University or institution"
        autoComplete="organization"
        required
        value={draft.institution}
        onChange={(e) => set('institution', e.target.value)}
        error={errors.institution}
      />
      <TextArea
        label="About you"
        optional
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={draft.about}
        onChange={(e) => set('about', e.target.value)}
      />
      <TextArea
        label="Experience"
        optional
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={draft.experience}
        onChange={(e) => set('experience', e.target.value)}
      />
      <Fieldset>
        <legend>Qualifications</legend>
        {qualifications.isPending && <Skeleton height="1.5rem" />}
        {qualifications.data?.qualifications.map((q) => (
          <Checkbox
            key={q.code}
            label={q.label}
            checked={draft.quals[q.code] === true}
            onChange={(e) => set('quals', { ...draft.quals, [q.code]: e.target.checked })}
          />
        ))}
      </Fieldset>
      <TextArea
        label="Other qualifications"
        optional
        maxLength={TEXT_AREA_MAX_LENGTH}
        value={draft.other_qualifications}
        onChange={(e) => set('other_qualifications', e.target.value)}
      />
    </>
  );
}
