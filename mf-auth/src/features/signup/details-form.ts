import {
  employerSignupDetails,
  type SignupDetailsRequestInput,
  studentSignupDetails,
} from 'api-contract/accounts';
import { type SignupRole, validationMessages } from 'api-contract/common';

export interface StudentDraft {
  full_name: string;
  study: string;
  institution: string;
  about: string;
  experience: string;
  quals: Record<string, boolean>;
  other_qualifications: string;
}

export interface EmployerDraft {
  business_name: string;
  description: string;
}

export interface Declarations {
  accurate: boolean;
  terms: boolean;
}

export const emptyStudent = (): StudentDraft => ({
  full_name: '',
  study: '',
  institution: '',
  about: '',
  experience: '',
  quals: {},
  other_qualifications: '',
});

export const emptyEmployer = (): EmployerDraft => ({ business_name: '', description: '' });

export type DetailsErrors = Partial<
  Record<'full_name' | 'study' | 'institution' | 'business_name' | 'accurate' | 'terms', string>
>;

/** The rules of SPEC section 5 for the details step, with its messages, checked by the contract. */
export function detailsErrors(
  role: SignupRole,
  student: StudentDraft,
  employer: EmployerDraft,
  declarations: Declarations,
): DetailsErrors {
  const errors: DetailsErrors = {};
  const result =
    role === 'student'
      ? studentSignupDetails.safeParse(student)
      : employerSignupDetails.safeParse(employer);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (
        (field === 'full_name' ||
          field === 'study' ||
          field === 'institution' ||
          field === 'business_name') &&
        !errors[field]
      ) {
        errors[field] = issue.message;
      }
    }
  }
  if (!declarations.accurate) errors.accurate = validationMessages.confirmAccurate;
  if (!declarations.terms) errors.terms = validationMessages.acceptTerms;
  return errors;
}

/** The POST /auth/signup/details payload for the chosen role (only ticked qualifications sent). */
export function detailsRequest(
  token: string,
  role: SignupRole,
  student: StudentDraft,
  employer: EmployerDraft,
): SignupDetailsRequestInput {
  if (role === 'employer') {
    return { session_token: token, role, employer: { ...employer } };
  }
  const quals = Object.fromEntries(Object.entries(student.quals).filter(([, ticked]) => ticked));
  return { session_token: token, role, student: { ...student, quals } };
}
