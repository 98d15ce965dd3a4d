import { paths, saveReturnUrl, showToast } from 'shared-kit';
import { navigateToUrl } from 'single-spa';

/** The job page's query parameter that asks it to save the job once the student is signed in. */
export const SAVE_PARAM = 'save';

/** The job page that saves the job on arrival: where a visitor returns after logging in. */
export const saveOnReturnUrl = (jobId: string) => `${paths.jobApply(jobId)}&${SAVE_PARAM}=1`;

const PROMPT_START = 'Log in or create a free student profile to save';

/** Whether a message is the prompt below, which has done its work once the visitor is back. */
export const isLogInToSavePrompt = (message: string) => message.startsWith(PROMPT_START);

/**
 * A visitor tapped save: log in (or sign up) first, then come back to the job and save it. The
 * message says why the login screen appears (the shell's message region outlives this screen).
 */
export function logInToSave(job: { id: string; title: string }): void {
  saveReturnUrl(saveOnReturnUrl(job.id));
  showToast(`${PROMPT_START} “${job.title}”. We’ll bring you back to it.`);
  navigateToUrl(paths.login);
}
