import { paths } from 'shared-kit';

// Where the page's calls to action lead: the job search, and the employers' own page, which says
// what the site does for them before it asks them to sign up.
export const homePaths = {
  findJob: paths.jobsSearch,
  postJob: paths.employers,
} as const;
