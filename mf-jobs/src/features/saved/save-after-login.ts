import { paths, saveReturnUrl } from 'shared-kit';
import { navigateToUrl } from 'single-spa';

/** The job page's query parameter that asks it to save the job once the student is signed in. */
export const SAVE_PARAM = 'save';

/** The job page that saves the job on arrival: where a visitor returns after logging in. */
export const saveOnReturnUrl = (jobId: string) => `${paths.jobApply(jobId)}&${SAVE_PARAM}=1`;

/** A visitor tapped save: log in (or sign up) first, then come back to the job and save it. */
export function logInToSave(jobId: string): void {
  saveReturnUrl(saveOnReturnUrl(jobId));
  navigateToUrl(paths.login);
}
