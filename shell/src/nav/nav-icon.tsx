import type { NavEntry } from 'shared-kit/nav-entries';
import { ProfileIcon } from './profile-icon';

/** The drawing a nav entry names by its `icon`. */
export function NavIcon({ icon }: { icon: NonNullable<NavEntry['icon']> }) {
  switch (icon) {
    case 'profile':
      return <ProfileIcon />;
  }
}
