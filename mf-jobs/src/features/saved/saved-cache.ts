import type { QueryClient } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { type JobDetail, listings } from 'api-contract/listings';
import type { SavedJobIdsResponse } from 'api-contract/saved-jobs';
import { savedJobIdsKey } from './api/get-saved-job-ids';

/** `ids` with `id` in or out, as `saved` says. */
function withId(ids: readonly string[], id: string, saved: boolean): string[] {
  const without = ids.filter((other) => other !== id);
  return saved ? [id, ...without] : without;
}

/**
 * Writes one job's saved state into every cached answer that shows it: the ids behind the cards
 * and the job page's job. Used both for the optimistic write and to undo it, one job at a time,
 * so undoing one job's failed toggle never undoes another job's.
 */
export function writeSaved(client: QueryClient, id: string, saved: boolean): void {
  client.setQueriesData<SavedJobIdsResponse>({ queryKey: savedJobIdsKey }, (old) =>
    old ? { ids: withId(old.ids, id, saved) } : old,
  );
  client.setQueriesData<JobDetail>({ queryKey: endpointKey(listings.job, { id }) }, (old) =>
    old ? { ...old, saved } : old,
  );
}

/** Stops reads in flight that would land on top of the optimistic write. */
export function cancelSavedReads(client: QueryClient, id: string): Promise<void> {
  return Promise.all([
    client.cancelQueries({ queryKey: savedJobIdsKey }),
    client.cancelQueries({ queryKey: endpointKey(listings.job, { id }) }),
  ]).then(() => undefined);
}
