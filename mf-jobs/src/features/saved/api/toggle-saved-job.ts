import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from 'api-contract/common';
import { savedJobs } from 'api-contract/saved-jobs';
import { cancelSavedReads, writeSaved } from '../saved-cache';
import { saveJob } from './save-job';
import { unsaveJob } from './unsave-job';

/** Every toggle's mutation key, to tell whether the one settling is the last one running. */
const toggleKey = ['saved-jobs', 'toggle'] as const;

/** What a toggle asks for: save the job, or unsave it. */
export interface ToggleSaved {
  id: string;
  save: boolean;
}

/**
 * Saves or unsaves a job, optimistically: every screen shows the new state at once, and a failure
 * puts that one job back. Toggles of one job run one after another (their scope), so a quick
 * save-unsave reaches the server in the order tapped.
 */
export function useToggleSavedJob(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: toggleKey,
    scope: { id: `saved-job-${id}` },
    mutationFn: ({ id: jobId, save }: ToggleSaved) => (save ? saveJob(jobId) : unsaveJob(jobId)),
    onMutate: async ({ id: jobId, save }) => {
      await cancelSavedReads(client, jobId);
      writeSaved(client, jobId, save);
    },
    onError: (_error, { id: jobId, save }) => writeSaved(client, jobId, !save),
    onSettled: () => {
      // Once the last toggle settles, read the saved jobs again (the ids and the profile's list).
      if (client.isMutating({ mutationKey: toggleKey }) > 1) return;
      return client.invalidateQueries({ queryKey: endpointKey(savedJobs.list) });
    },
  });
}
