// The screens and nav entries of the remotes remotes.json names, from each release's screens.json:
// as the page carries them (the site server inlines them, saving a round trip before the first
// screen), or else fetched from beside each remote's entry. A declaration that cannot be read
// leaves its remote's screens unknown (and its nav entries out) and is reported; a path two remotes
// claim goes to the first and the other claim is reported as refused.
import { navTable, type OwnedNavEntry } from 'shared-kit/nav-entries';
import {
  SCREENS_FILE,
  conflictMessage,
  parseDeclaration,
  screenTable,
  type Declaration,
  type OwnedScreen,
} from 'shared-kit/screens';
import type { RemoteName, RemotesManifest } from '../manifest';

/** The id of the element in which the site server inlines the declarations. */
export const INLINE_SCREENS_ID = 'remote-screens';

/** What the site server inlines: each remote's entry and the declaration published beside it. */
export type InlineScreens = Partial<
  Record<string, { entry: string; screens: readonly unknown[]; nav: readonly unknown[] }>
>;

export interface LoadedScreens {
  screens: OwnedScreen[];
  /** The site's nav entries, in the bar's order (each remote's whose declaration was read). */
  nav: OwnedNavEntry[];
  /** Remotes whose declaration could not be read: their paths are unknown. */
  missing: RemoteName[];
}

function inlineScreens(doc: Pick<Document, 'getElementById'>): InlineScreens {
  const text = doc.getElementById(INLINE_SCREENS_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as InlineScreens;
  } catch {
    return {};
  }
}

async function fetchDeclaration(
  remote: RemoteName,
  entry: string,
  fetchImpl: typeof fetch,
): Promise<Declaration> {
  const url = new URL(SCREENS_FILE, entry);
  const response = await fetchImpl(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
  return parseDeclaration(remote, await response.json());
}

/** The screen table and the nav of the page, in remotes.json's order. */
export async function loadScreens(
  manifest: RemotesManifest,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  doc: Pick<Document, 'getElementById'> = document,
  report: (message: string, error?: unknown) => void = (message, error) =>
    // eslint-disable-next-line no-console -- the browser console is the operator's log here
    console.error(`[shell] ${message}`, ...(error === undefined ? [] : [error])),
): Promise<LoadedScreens> {
  const inline = inlineScreens(doc);
  const remotes = Object.entries(manifest.remotes) as [RemoteName, { entry: string }][];
  const missing: RemoteName[] = [];
  const declarations = await Promise.all(
    remotes.map(async ([remote, { entry }]) => {
      try {
        const carried = inline[remote];
        const declaration =
          carried?.entry === entry
            ? parseDeclaration(remote, carried)
            : await fetchDeclaration(remote, entry, fetchImpl);
        return { remote, ...declaration };
      } catch (error) {
        report(`the screens of ${remote} could not be read`, error);
        missing.push(remote);
        return { remote, screens: [], nav: [] };
      }
    }),
  );
  const { screens, conflicts } = screenTable(declarations);
  for (const conflict of conflicts) report(conflictMessage(conflict));
  return { screens, nav: navTable(declarations, screens), missing };
}
