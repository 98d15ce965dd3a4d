// What a public page that is the same for every visitor says about itself to link previews and
// search engines, where the site's generic title and description would undersell it. A job's page
// builds its own from the job (job-preview.ts).
import { siteImage, type PageMeta } from './page-meta';
import { SITE_NAME } from './job-preview';

interface PageWords {
  /** As the screen titles the tab (its useDocumentTitle), so the title does not change on load. */
  title: string;
  shareTitle: string;
  description: string;
}

const PAGES: Readonly<Record<string, PageWords>> = {
  // mf-legal's /employers: its headline, and what its hero and price card say.
  '/employers': {
    title: `For employers · ${SITE_NAME}`,
    shareTitle: 'Hire students who live and study near you',
    description:
      'Post a job free on Student Gigs, hear from students close to your business in Sydney, then shortlist, interview and hire them in one place.',
  },
};

/** The meta of the page at `url` (its path; the query is not part of its address), if it has one. */
export function publicPageMeta(url: string, publicUrl: string): PageMeta | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const words = PAGES[path];
  if (!words) return undefined;
  return {
    ...words,
    url: `${new URL(publicUrl).origin}${path}`,
    siteName: SITE_NAME,
    image: siteImage(publicUrl),
  };
}
