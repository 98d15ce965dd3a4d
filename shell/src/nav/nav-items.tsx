import styled, { css } from 'styled-components';
import { profilePath, useSession } from 'shared-kit';
import { usePathname } from '../layout/use-pathname';
import { SpaLink } from './nav-link';
import { ProfileIcon } from './profile-icon';

const itemStyle = css<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.9rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandSoft : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Item = styled(SpaLink)<{ $active?: boolean }>`
  ${itemStyle}
`;

const LoginButton = styled(SpaLink)<{ $active?: boolean }>`
  ${itemStyle}
  justify-content: center;
  color: #fff;
  background: ${({ theme }) => theme.colors.brand};
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
`;

/**
 * Jobs, About and the profile icon (Moderation for a moderator) or Login: the same items in the bar
 * and in the mobile menu.
 */
export function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const pathname = usePathname();
  // A moderator's home is the review queue (issue 31), not a profile.
  const moderator = session?.role === 'moderator';
  return (
    <>
      <Item href="/jobs/search" $active={pathname.startsWith('/jobs')} onClick={onNavigate}>
        Jobs
      </Item>
      <Item href="/about" $active={pathname === '/about'} onClick={onNavigate}>
        About
      </Item>
      {session ? (
        <Item
          href={profilePath(session.role)}
          $active={pathname.startsWith(moderator ? '/moderation' : '/profile')}
          aria-label={moderator ? 'Moderation' : 'Your profile'}
          onClick={onNavigate}
        >
          <ProfileIcon />
          <span className="nav-profile-text">{moderator ? 'Moderation' : 'Profile'}</span>
        </Item>
      ) : (
        <LoginButton href="/auth/login" onClick={onNavigate}>
          Login
        </LoginButton>
      )}
    </>
  );
}
