import type { SavedResume } from 'api-contract/applications';
import { formatDate, sydneyToday } from 'shared-kit';

/**
 * "cv.pdf, uploaded Nov 3, 2026": the saved resume as the form offers it, dated by the day it was
 * uploaded in Sydney, in the site's date format.
 */
export const savedResumeText = (resume: SavedResume): string =>
  `${resume.file_name}, uploaded ${formatDate(sydneyToday(new Date(resume.uploaded_at)))}`;
