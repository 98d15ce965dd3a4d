import styled from 'styled-components';
import { SpaLink } from './nav-link';

const LogoLink = styled(SpaLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  font-size: 1.2rem;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: 1.05rem;
  position: relative;
  /* The letter is drawn by CSS, not text: the link's visible text must match its name (WCAG 2.5.3). */
  &::before {
    content: 'S';
  }
  &::after {
    content: '';
    position: absolute;
    top: 4px;
    right: 4px;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/** The product's logo, linking to the job search. */
export function Logo() {
  return (
    <LogoLink href="/jobs/search" aria-label="Student Gigs home">
      <Mark aria-hidden="true" />
      <span>Student Gigs</span>
    </LogoLink>
  );
}
