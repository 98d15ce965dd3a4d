import { paths, useSession } from 'shared-kit';

import { CtaLink, CtaRow, type Tone } from '../../../components/cta-link';

type EmployerActionsProps = { tone?: Tone; centred?: boolean };

/**
 * The page's calls to action, by who is reading: a visitor is asked to sign up as an employer
 * (sign-up starts on the employer's details) or to log in; a signed-in employer goes straight to
 * a new listing or to their listings. Anyone else signed in (a student, a moderator) has no
 * account to make here, so nothing is offered.
 */
export function EmployerActions({ tone = 'light', centred = false }: EmployerActionsProps) {
  const session = useSession();
  if (session && session.role !== 'employer') return null;
  const employer = session?.role === 'employer';
  return (
    <CtaRow $centred={centred}>
      <CtaLink
        href={employer ? paths.createJob : paths.signupAs('employer')}
        $tone={tone}
        $variant="primary"
      >
        Post a job
      </CtaLink>
      {employer ? (
        <CtaLink href={paths.employerProfile} $tone={tone} $variant="secondary">
          Your listings
        </CtaLink>
      ) : (
        <CtaLink href={paths.login} $tone={tone} $variant="secondary">
          Log in
        </CtaLink>
      )}
    </CtaRow>
  );
}
