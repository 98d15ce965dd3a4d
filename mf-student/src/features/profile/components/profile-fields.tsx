import {
  Checkbox,
  TextArea,
  TextField,
  media,
  useQualifications,
  type StudentProfileResponse,
} from 'shared-kit';
import styled from 'styled-components';
import { toggleQualification, type ProfileDraft } from '../profile-draft';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Quals = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The profile's fields: name and email always read-only, the rest enabled only while editing. */
export function ProfileFields({
  profile,
  values,
  editing,
  onChange,
  maxLength,
}: {
  profile: StudentProfileResponse;
  values: ProfileDraft;
  editing: boolean;
  onChange: (draft: ProfileDraft) => void;
  maxLength: number;
}) {
  const qualifications = useQualifications();
  const set = (patch: Partial<ProfileDraft>) => onChange({ ...values, ...patch });
  const off = !editing;
  return (
    <Grid>
      <TextField label="Name" value={profile.name} readOnly disabled />
      <TextField label="Email" value={profile.email} readOnly disabled />
      <TextField
        label="University"
        value={values.university}
        disabled={off}
        onChange={(e) => set({ university: e.target.value })}
      />
      <TextField
        label="Degree"
        value={values.degree}
        disabled={off}
        onChange={(e) => set({ degree: e.target.value })}
      />
      <Wide>
        <TextArea
          label="About"
          optional={editing}
          maxLength={maxLength}
          value={values.about}
          disabled={off}
          onChange={(e) => set({ about: e.target.value })}
        />
      </Wide>
      <Wide>
        <TextArea
          label="Experience"
          maxLength={maxLength}
          value={values.experience}
          disabled={off}
          onChange={(e) => set({ experience: e.target.value })}
        />
      </Wide>
      <Quals disabled={off}>
        <legend>Qualifications</legend>
        {qualifications.data?.qualifications.map((q) => (
          <Checkbox
            key={q.code}
            label={q.label}
            checked={values.qualifications.includes(q.code)}
            disabled={off}
            onChange={(e) => onChange(toggleQualification(values, q.code, e.target.checked))}
          />
        ))}
      </Quals>
      <Wide>
        <TextArea
          label="Additional Qualifications"
          maxLength={maxLength}
          value={values.other_qualifications}
          disabled={off}
          onChange={(e) => set({ other_qualifications: e.target.value })}
        />
      </Wide>
    </Grid>
  );
}
