// The site's nav entries once the shell has read the releases' declarations: the nav renders the
// ones the session may see, in this order. Set once at boot, before the nav mounts.
import type { OwnedNavEntry } from 'shared-kit/nav-entries';

let table: readonly OwnedNavEntry[] = [];

export function setNavEntries(entries: readonly OwnedNavEntry[]): void {
  table = entries;
}

export function currentNavEntries(): readonly OwnedNavEntry[] {
  return table;
}
