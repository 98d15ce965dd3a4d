import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from 'shared-kit';
import { useDocumentTitle } from 'ui';

const Frame = styled.section<{ $wide: boolean }>`
  min-width: 0;
  max-width: ${({ $wide }) => ($wide ? '40rem' : '28rem')};
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.mobile} {
    margin: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Step = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  /* A long email address breaks inside the card instead of running past its edge. */
  overflow-wrap: anywhere;
`;

/**
 * The centred card every auth screen sits in (the shell supplies the auth layout around it); its
 * title names the browser tab too.
 */
export function AuthCard({
  title,
  intro,
  step,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Sign-up progress, e.g. 2 for 'Step 2 of 4'. */
  step?: number;
  wide?: boolean;
  children?: ReactNode;
}) {
  // The tab names the screen by its heading: each auth screen has a title of its own (WCAG 2.4.2).
  useDocumentTitle(title);
  return (
    <Frame aria-labelledby="auth-title" $wide={wide}>
      {step !== undefined && <Step>Step {step} of 4</Step>}
      <Title id="auth-title">{title}</Title>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Frame>
  );
}
