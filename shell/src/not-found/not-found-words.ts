// The words of the not-found page, one copy for the site server's 404 page (read before any script
// runs) and the shell's view of it in the browser (after a click to a path no remote declares).

export const NOT_FOUND = {
  title: 'Page not found',
  lead: 'There is no page at this address. It may have moved, or the link may have a typo.',
  searchLabel: 'Search jobs',
  searchButton: 'Search',
  browse: 'Browse all jobs',
  home: 'Go to the home page',
} as const;

/** Where the search goes, with the words as the job search reads them (`?q=`). */
export const SEARCH_PATH = '/jobs/search';
export const SEARCH_PARAM = 'q';
/** The index route (SPEC: it opens the job search today). */
export const HOME_PATH = '/';

/** The id of the site server's own not-found markup, which the shell's view takes the place of. */
export const SERVER_NOT_FOUND_ID = 'not-found-page';
