/** The edit screen of a listing (declared in this remote's screens.json). */
export const EDIT_JOB_PATH = '/profile/employer/editjob';

/** The edit screen of the listing `id`. */
export function editJobPath(id: string): string {
  return `${EDIT_JOB_PATH}?id=${encodeURIComponent(id)}`;
}
