// The numbers nav entries show as badges: each entry that declares a `count` (nav-entries.mjs)
// names a GET call of its role and the field of the answer to show. The shell keeps no list of
// them: it asks, with the session's cookies, only for a signed-in user of the entry's role, and
// asks again when the page changes, when the window gets the focus, every minute while the page
// is visible, and when a screen says the user read messages (MESSAGES_READ_EVENT). A failed call
// hides its badge and never touches the rest of the nav.
import { useEffect, useState } from 'react';
import { visibleNav, type OwnedNavEntry } from 'shared-kit/nav-entries';
import { apiClient } from 'shared-kit';

/** What a screen dispatches on `window` once the user has read messages. */
export const MESSAGES_READ_EVENT = 'messages:read';

/** How often the counts are asked for again while the page is visible. */
export const COUNT_REFRESH_MS = 60_000;

/** An entry's key in the nav (as React's) and in the counts. */
export const navEntryKey = (entry: OwnedNavEntry) => `${entry.remote} ${entry.path} ${entry.label}`;

type Counts = ReadonlyMap<string, number>;

/** The badge's text for a count: none at 0, more than 99 as "99+". */
export function badgeText(count: number): string | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** The entry's accessible name, with its count when there is one ("Your profile, 2 unread messages"). */
export function countedName(entry: OwnedNavEntry, count: number | undefined): string | undefined {
  const name = entry.ariaLabel ?? entry.label;
  if (!entry.count || count === undefined || badgeText(count) === null) return entry.ariaLabel;
  return `${name}, ${count} ${entry.count.label}`;
}

/**
 * What the closed phone menu's button says of the counts inside it: "2 unread messages", one part
 * per counted entry above 0, in the bar's order.
 */
export function countsSummary(entries: readonly OwnedNavEntry[], counts: Counts): string[] {
  return entries.flatMap((entry) => {
    const count = counts.get(navEntryKey(entry));
    return entry.count && count !== undefined && count > 0 ? [`${count} ${entry.count.label}`] : [];
  });
}

/** The whole number at `field` of an answer, or null for anything else. */
function numberAt(answer: unknown, field: string): number | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const value = (answer as Record<string, unknown>)[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** One round of asking: each counted entry's number, an entry whose call failed left out. */
async function fetchCounts(
  entries: readonly OwnedNavEntry[],
  signal: AbortSignal,
): Promise<Counts> {
  const rows = await Promise.all(
    entries.map(async (entry) => {
      if (!entry.count) return null;
      try {
        const answer = await apiClient.request('GET', entry.count.path, { signal });
        const count = numberAt(answer, entry.count.field);
        return count === null ? null : ([navEntryKey(entry), count] as const);
      } catch {
        return null;
      }
    }),
  );
  return new Map(rows.filter((row) => row !== null));
}

/**
 * The counts of the entries the signed-in user sees (none signed out), by navEntryKey, asked for
 * again on every change of `pathname`.
 */
export function useNavCounts(
  entries: readonly OwnedNavEntry[],
  session: { user_id: string; role: string } | null,
  pathname: string,
): Counts {
  const role = session?.role ?? null;
  // A count's entry is for one role (nav-entries.mjs), so a visitor never asks.
  const counted = visibleNav(entries, role).filter((entry) => entry.count);
  // The effect follows who asks for what, not the array's identity (a new one each render).
  const asked = JSON.stringify([
    session?.user_id,
    counted.map((entry) => [navEntryKey(entry), entry.count]),
  ]);
  const [counts, setCounts] = useState<{ asked: string; counts: Counts }>({
    asked: '',
    counts: new Map(),
  });

  useEffect(() => {
    if (counted.length === 0) return;
    let controller: AbortController | null = null;
    const refresh = () => {
      // A newer round wins: an older answer arriving late is dropped with its call.
      controller?.abort();
      const own = new AbortController();
      controller = own;
      void fetchCounts(counted, own.signal).then((next) => {
        if (!own.signal.aborted) setCounts({ asked, counts: next });
      });
    };
    const whileVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    window.addEventListener('focus', refresh);
    window.addEventListener(MESSAGES_READ_EVENT, refresh);
    const timer = window.setInterval(whileVisible, COUNT_REFRESH_MS);
    return () => {
      controller?.abort();
      window.removeEventListener('focus', refresh);
      window.removeEventListener(MESSAGES_READ_EVENT, refresh);
      window.clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `asked` stands for `counted`
  }, [asked, pathname]);

  // Counts asked for another user or other entries are never shown.
  return counts.asked === asked && counted.length > 0 ? counts.counts : EMPTY;
}

const EMPTY: Counts = new Map();
