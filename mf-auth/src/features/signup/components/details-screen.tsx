import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { SignupRole } from 'api-contract/common';
import {
  Button,
  Checkbox,
  getAuthFlow,
  getSignupToken,
  paths,
  setAuthFlowStage,
  showToast,
} from 'shared-kit';
import styled from 'styled-components';
import { column } from 'ui';
import { AuthCard } from '../../../components/auth-card';
import { AuthForm } from '../../../components/auth-form';
import { FormMessage } from '../../../components/form-message';
import { errorText } from '../../../lib/error-text';
import { finishSignIn } from '../../../lib/finish-sign-in';
import { useSaveDetails } from '../api/save-details';
import {
  detailsErrors,
  detailsRequest,
  emptyEmployer,
  emptyStudent,
  type Declarations,
} from '../details-form';
import { useSignupStage } from '../hooks/use-signup-stage';
import { signupRole } from '../signup-role';
import { EmployerDetailsFields } from './employer-details-fields';
import { RoleTabs } from './role-tabs';
import { StudentDetailsFields } from './student-details-fields';

const Panel = styled.div`
  ${column('md')}
`;

const TermsLink = styled.a`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Sign-up step 4: student or employer, that role's profile, accuracy and the Terms. */
export function DetailsScreen() {
  const redirect = useSignupStage('details');
  const navigate = useNavigate();
  const [role, setRole] = useState<SignupRole>(signupRole);
  const [student, setStudent] = useState(emptyStudent);
  const [employer, setEmployer] = useState(emptyEmployer);
  const [declarations, setDeclarations] = useState<Declarations>({
    accurate: false,
    terms: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveDetails();
  const errors = submitted ? detailsErrors(role, student, employer, declarations) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const token = getSignupToken();
    if (!token) {
      setAuthFlowStage('email');
      return void navigate(paths.signup);
    }
    const found = detailsErrors(role, student, employer, declarations);
    if (Object.keys(found).length > 0) {
      // Once the errors are on screen, take the user to the first, as a screen reader needs.
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (save.isPending) return;
    const returnUrl = getAuthFlow()?.returnUrl;
    save.mutate(detailsRequest(token, role, student, employer), {
      onSuccess: (user) => {
        showToast('Account created. Welcome to Student Gigs!');
        finishSignIn(user, returnUrl);
      },
    });
  };

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      step={4}
      wide
      title="Tell us about yourself"
      intro="Choose your account type and complete your profile. You can edit it later."
    >
      <AuthForm onSubmit={submit} noValidate>
        <RoleTabs role={role} onChange={setRole} panelId="details-panel" />
        <Panel id="details-panel" role="tabpanel" aria-labelledby={`role-tab-${role}`}>
          {role === 'student' ? (
            <StudentDetailsFields draft={student} onChange={setStudent} errors={errors} />
          ) : (
            <EmployerDetailsFields draft={employer} onChange={setEmployer} errors={errors} />
          )}
        </Panel>
        <Checkbox
          label="I confirm the information I have provided is accurate."
          checked={declarations.accurate}
          onChange={(e) => setDeclarations((d) => ({ ...d, accurate: e.target.checked }))}
          error={errors.accurate}
        />
        <Checkbox
          label={
            <>
              I accept the{' '}
              <TermsLink href={paths.terms} target="_blank" rel="noopener noreferrer">
                Terms of Service
              </TermsLink>
              .
            </>
          }
          checked={declarations.terms}
          onChange={(e) => setDeclarations((d) => ({ ...d, terms: e.target.checked }))}
          error={errors.terms}
        />
        <FormMessage tone="error">
          {save.isError &&
            errorText(save.error, 'Failed to save details. Please try again.', false)}
        </FormMessage>
        <Button type="submit" fullWidth busy={save.isPending}>
          Create account
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
