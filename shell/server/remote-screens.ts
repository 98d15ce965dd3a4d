// The screens of the releases remotes.json names, as the site server routes, preloads and inlines
// them (with the nav entries beside them, for the shell's nav): each release's screens.json, read through release-file.ts (so a remote that stops
// answering keeps its last good declaration), checked, and merged in remotes.json's order. A bad
// declaration or a path two remotes claim is logged once, loudly, and the claim is refused.
import {
  SCREENS_FILE,
  conflictMessage,
  parseDeclaration,
  screenTable,
  type OwnedScreen,
  type Screen,
} from 'shared-kit/screens';
import type { InlineScreens } from '../src/screens/load-screens';
import type { RemotesManifest } from '../src/manifest';
import { createReleaseFile } from './release-file';
import { reportOnce as once } from './report-once';

export interface SiteScreens {
  screens: OwnedScreen[];
  /** What the page carries for the shell: each remote's entry and declaration, when read. */
  inline: InlineScreens;
}

export function createRemoteScreens(
  fetchImpl: typeof fetch = fetch,
  report: (message: string) => void = (message) => console.error(message),
) {
  const reportOnce = once(report);
  const files = createReleaseFile<unknown>(
    SCREENS_FILE,
    (data) => data,
    () => undefined,
    fetchImpl,
    (entry, error) =>
      reportOnce(`the screens beside ${entry} could not be read: ${(error as Error).message}`),
  );

  /** The site's screens for remotes.json; waits at most `waitMs` for a declaration not yet read. */
  async function screensFor(manifest: RemotesManifest, waitMs?: number): Promise<SiteScreens> {
    const inline: InlineScreens = {};
    const declarations = await Promise.all(
      Object.entries(manifest.remotes).map(async ([remote, { entry }]) => {
        const data = await files.get(entry, waitMs);
        let screens: Screen[] = [];
        // Not read yet (or never): the remote's screens are unknown to this page.
        if (data !== undefined) {
          try {
            const declaration = parseDeclaration(remote, data);
            screens = declaration.screens;
            inline[remote] = { entry, ...declaration };
          } catch (error) {
            reportOnce((error as Error).message);
          }
        }
        return { remote, screens };
      }),
    );
    const { screens, conflicts } = screenTable(declarations);
    for (const conflict of conflicts) reportOnce(conflictMessage(conflict));
    return { screens, inline };
  }

  return { screensFor };
}

export type RemoteScreens = ReturnType<typeof createRemoteScreens>;
