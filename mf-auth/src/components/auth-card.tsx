import type { ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.section`
  max-width: 28rem;
  margin: 3rem auto;
  padding: 2rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 {
    margin: 0 0 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The centred card every auth screen sits in (the shell supplies the auth layout around it). */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <Frame aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {intro && <p>{intro}</p>}
      {children}
    </Frame>
  );
}
