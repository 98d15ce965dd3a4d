import type { StudentProfileResponse } from 'api-contract/accounts';
import { useQualifications } from 'api-calls';
import {
  Checkbox,
  CheckboxSkeleton,
  FieldSkeleton,
  SkeletonLine,
  TextArea,
  TextField,
  media,
} from 'shared-kit';
import styled, { css } from 'styled-components';
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

const qualsGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Quals = styled.fieldset`
  grid-column: 1 / -1;
  ${qualsGrid}
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const QualsPlaceholder = styled.div`
  ${qualsGrid}
`;

const LegendLine = styled(SkeletonLine)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/**
 * Checkbox placeholders while the qualification list loads: the system list the API seeds has
 * eight, so the fieldset is already as tall as it will be when the boxes arrive.
 */
const QUALIFICATION_PLACEHOLDERS = 8;

const qualificationPlaceholders = Array.from({ length: QUALIFICATION_PLACEHOLDERS }, (_, index) => (
  <CheckboxSkeleton key={index} labelWidth={index % 2 === 0 ? '11rem' : '8rem'} />
));

/** The form while the profile loads: every field in its place, at its final size. */
export function ProfileFieldsSkeleton() {
  return (
    <Grid aria-hidden="true">
      <FieldSkeleton labelWidth="3rem" />
      <FieldSkeleton labelWidth="3rem" />
      <FieldSkeleton labelWidth="5rem" />
      <FieldSkeleton labelWidth="4rem" />
      <Wide>
        <FieldSkeleton multiline counter labelWidth="3rem" />
      </Wide>
      <Wide>
        <FieldSkeleton multiline counter labelWidth="6rem" />
      </Wide>
      <Wide>
        <LegendLine width="7rem" />
        <QualsPlaceholder>{qualificationPlaceholders}</QualsPlaceholder>
      </Wide>
      <Wide>
        <FieldSkeleton multiline counter labelWidth="11rem" />
      </Wide>
    </Grid>
  );
}

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
        {qualifications.isPending && qualificationPlaceholders}
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
      <Wide>
        <Checkbox
          label="I hold a student visa that limits my work hours"
          hint="Only you see this; employers never do. Before you accept an offer, we warn you if your jobs would come to more than 48 hours in a fortnight (Student visa condition 8105)."
          checked={values.student_visa_work_limit ?? false}
          disabled={off}
          onChange={(e) => set({ student_visa_work_limit: e.target.checked })}
        />
      </Wide>
    </Grid>
  );
}
