import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { media, useSession } from 'shared-kit';
import { usePathname } from '../layout/use-pathname';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavBadge } from './nav-badge';
import { badgeText, countsSummary, useNavCounts } from './nav-counts';
import { NavItems } from './nav-items';
import { currentNavEntries } from './nav-table';

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.navHeight};
  /* Solid, with no backdrop-filter: a filter would make this bar the containing block of the
     mobile menu's fixed backdrop and panel, shrinking the backdrop to nothing. */
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 1.25rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Desktop = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  ${media.mobile} {
    display: none;
  }
`;

const MenuButton = styled.button`
  position: relative;
  display: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${media.mobile} {
    display: inline-grid;
    place-items: center;
  }
`;

/** The counts inside the closed menu, on the button's corner. */
const MenuBadge = styled(NavBadge)`
  position: absolute;
  top: -0.4rem;
  right: -0.4rem;
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** The top navigation: logo, Jobs, About, and the profile icon or Login; a menu on mobile. */
export function TopNav() {
  const pathname = usePathname();
  // Asked once for the bar and the phone's menu alike, which show the same entries.
  const session = useSession();
  const counts = useNavCounts(currentNavEntries(), session, pathname);
  const counted = countsSummary(currentNavEntries(), counts);
  const total = badgeText([...counts.values()].reduce((sum, count) => sum + count, 0));
  // The menu remembers the path it was opened on: a navigation from anywhere (another remote, the
  // back button) changes the path and so closes it, with no effect to keep the two in step.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpenOn(null);
    button.current?.focus();
  }, [setOpenOn]);

  // The auth screens keep the way back to the jobs and About: someone who opened Login
  // by mistake, or wants to read first, is not stuck in a form.
  return (
    <Bar>
      <Inner>
        <Logo />
        <Desktop aria-label="Main">
          <NavItems counts={counts} />
        </Desktop>
        <MenuButton
          ref={button}
          type="button"
          aria-label={open ? 'Close menu' : ['Open menu', ...counted].join(', ')}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <MenuIcon open={open} />
          {!open && total && <MenuBadge>{total}</MenuBadge>}
        </MenuButton>
        {open && <MobileMenu id="mobile-menu" counts={counts} onClose={close} />}
      </Inner>
    </Bar>
  );
}
