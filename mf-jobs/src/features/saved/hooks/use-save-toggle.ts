import { useEffect } from 'react';
import { useSession } from 'shared-kit';
import { useToggleSavedJob } from '../api/toggle-saved-job';
import { logInToSave } from '../save-after-login';
import { saveErrorText } from '../save-error';

/** One job's save toggle: who sees it, what a tap does, and the error of the last tap. */
export interface SaveToggleState {
  /** False for employers: they save nothing, so they see no toggle. */
  shown: boolean;
  toggle: () => void;
  /** Saves the job unless it is saved already (the return from logging in). */
  save: (options?: { onSaved?: () => void }) => void;
  error: string | null;
  /** What the last tap did, once the server agreed ("Saved to your profile"); for a while. */
  confirmation: string | null;
}

/** How long the confirmation beside the toggle stays. */
export const CONFIRMATION_MS = 6000;

/**
 * A student's tap saves or unsaves at once (optimistically); a visitor's tap goes to log in and
 * comes back to the job to save it. `saved` is what the screen's data says now.
 */
export function useSaveToggle(job: { id: string; title: string }, saved: boolean): SaveToggleState {
  const session = useSession();
  const mutation = useToggleSavedJob(job.id);
  const run = (save: boolean, onSaved?: () => void) =>
    mutation.mutate({ id: job.id, save }, { onSuccess: onSaved });
  const { isSuccess, reset, submittedAt } = mutation;
  // The confirmation goes after a while: the toggle's own state says the rest.
  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset, submittedAt]);
  return {
    shown: session?.role !== 'employer',
    toggle: () => (session ? run(!saved) : logInToSave(job)),
    save: (options) => (saved ? options?.onSaved?.() : run(true, options?.onSaved)),
    error: mutation.isError ? saveErrorText(mutation.error, mutation.variables.save) : null,
    confirmation: mutation.isSuccess
      ? mutation.variables.save
        ? 'Saved to your profile'
        : 'Removed from your saved jobs'
      : null,
  };
}
