// Screens owned by other remotes; single-spa routes to them, so they are plain URLs here.
export const homePaths = {
  findJob: '/jobs/search',
  postJob: '/profile/employer/createjob',
} as const;
