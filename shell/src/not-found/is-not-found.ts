import { pathnameOf } from 'shared-kit/screens';
import { currentScreens, screenOf, unreadOwners } from '../screens/screen-table';

/**
 * Whether no remote declares the path, so the page shows the shell's not-found view: never the
 * index route (the guards send it to the job search), nor before the screens are known, nor when a
 * remote whose declaration could not be read may own it.
 */
export function isNotFound(pathname: string): boolean {
  if (pathnameOf(pathname) === '/' || currentScreens().length === 0) return false;
  return !screenOf(pathname) && unreadOwners(pathname).length === 0;
}
