import { media, useSession } from 'shared-kit';
import styled from 'styled-components';

import { Container } from '../../../components/page-layout';
import { EmployerActions } from './employer-actions';

const Section = styled.section`
  padding: 4.5rem 0;
  background: ${({ theme }) => theme.colors.surface};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.brandHover},
    ${({ theme }) => theme.colors.brand}
  );
  box-shadow: ${({ theme }) => theme.shadows.raised};
  text-align: center;

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.surface};
  font-size: clamp(1.625rem, 1.2rem + 1.5vw, ${({ theme }) => theme.fontSizes.xxl});
  line-height: 1.2;
`;

const Lead = styled.p`
  max-width: 34rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.brandSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
`;

/**
 * The calls to action again once the page has been read: a visitor's sign-up and login, an
 * employer's next listing. A signed-in student or moderator has nothing to do here, so it is left out.
 */
export function EmployersClosing() {
  const session = useSession();
  if (session && session.role !== 'employer') return null;
  const employer = session?.role === 'employer';
  return (
    <Section aria-labelledby="employers-cta-title">
      <Container>
        <Panel>
          <Title id="employers-cta-title">
            {employer ? 'Ready to post your next job?' : 'Ready to post your first job?'}
          </Title>
          <Lead>
            {employer
              ? 'It takes a few minutes, and students nearby can see it once it is live.'
              : 'Create your free employer account with your email, then add your business name. It takes a few minutes.'}
          </Lead>
          <EmployerActions tone="dark" centred />
        </Panel>
      </Container>
    </Section>
  );
}
