// The page's screen table once the shell has read it: the guards, the layout and the remotes'
// activity functions all route by this one table.
import { findScreen, type OwnedScreen } from 'shared-kit/screens';

let table: readonly OwnedScreen[] = [];
let unread: readonly string[] = [];

/** The table, and the remotes whose declaration could not be read (their screens are unknown). */
export function setScreens(screens: readonly OwnedScreen[], missing: readonly string[] = []): void {
  table = screens;
  unread = missing;
}

export function currentScreens(): readonly OwnedScreen[] {
  return table;
}

/** The declared screen of a URL, or null. */
export function screenOf(url: string): OwnedScreen | null {
  return findScreen(table, url);
}

/**
 * The remotes whose declaration could not be read, when `url` is no declared screen: it may be
 * one of theirs, so it is neither redirected nor treated as unknown. Empty otherwise.
 */
export function unreadOwners(url: string): readonly string[] {
  return unread.length > 0 && !screenOf(url) ? unread : [];
}
