import styled, { css } from 'styled-components';
import { SpaLink } from '../nav/nav-link';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 10rem;
`;

const Title = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: #cbd5e1;
`;

const linkLook = css`
  color: #f1f5f9;
  text-decoration: none;
  /* Its own colour on hover too: the kit's global a:hover is dark blue, unreadable on navy. */
  &:hover {
    color: #ffffff;
    text-decoration: underline;
  }
`;

const Link = styled(SpaLink)`
  ${linkLook}
`;

const MailLink = styled.a`
  ${linkLook}
`;

/**
 * The footer's link columns: students, employers and the legal and contact links. Find a Job and
 * Post a Job are the home page's words for the same two moves (SPEC section 2), not a third
 * wording (ADR 0053).
 */
export function FooterLinks() {
  return (
    <>
      <Column>
        <Title>For students</Title>
        <Link href="/jobs/search">Find a Job</Link>
        <Link href="/auth/signup">Create profile</Link>
      </Column>
      <Column>
        <Title>For employers</Title>
        <Link href="/employers">Post a Job</Link>
        <Link href="/auth/signup?role=employer">Create profile</Link>
      </Column>
      <Column>
        <Title>Company</Title>
        <Link href="/about">About</Link>
        <Link href="/privacy">Privacy Policy</Link>
        <Link href="/terms">Terms of Service</Link>
        <MailLink href="mailto:hello@studentgigs.com.au">Contact us</MailLink>
      </Column>
    </>
  );
}
