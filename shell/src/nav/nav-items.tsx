import styled, { css } from 'styled-components';
import { useSession } from 'shared-kit';
import { isCurrent, visibleNav } from 'shared-kit/nav-entries';
import { usePathname } from '../layout/use-pathname';
import { NavBadge } from './nav-badge';
import { NavIcon } from './nav-icon';
import { SpaLink } from './nav-link';
import { badgeText, countedName, navEntryKey } from './nav-counts';
import { currentNavEntries } from './nav-table';

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

/** An entry of the `button` style: Login, the filled call to action. */
const ButtonItem = styled(SpaLink)<{ $active?: boolean }>`
  ${itemStyle}
  justify-content: center;
  color: #fff;
  background: ${({ theme }) => theme.colors.brand};
  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }
`;

/**
 * The nav entries the releases declare (Jobs, About, the profile icon or Moderation, Login) that
 * the session may see, in their order: the same items in the bar and in the mobile menu.
 */
export function NavItems({
  counts,
  onNavigate,
}: {
  /** Each counted entry's number, by navEntryKey (nav-counts.ts). */
  counts: ReadonlyMap<string, number>;
  onNavigate?: () => void;
}) {
  const session = useSession();
  const pathname = usePathname();
  return (
    <>
      {visibleNav(currentNavEntries(), session?.role ?? null).map((entry) => {
        const Link = entry.style === 'button' ? ButtonItem : Item;
        const key = navEntryKey(entry);
        const count = counts.get(key);
        const badge = count === undefined ? null : badgeText(count);
        return (
          <Link
            key={key}
            href={entry.path}
            $active={isCurrent(entry, pathname)}
            aria-label={countedName(entry, count)}
            onClick={onNavigate}
          >
            {entry.icon ? (
              <>
                <NavIcon icon={entry.icon} />
                <span className="nav-profile-text">{entry.label}</span>
              </>
            ) : (
              entry.label
            )}
            {badge && <NavBadge>{badge}</NavBadge>}
          </Link>
        );
      })}
    </>
  );
}
