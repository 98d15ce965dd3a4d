// Every API path of SPEC section 7 (relative to the API root; the browser adds the /api prefix).

/**
 * One path segment from an id, URL-encoded. A Fastify placeholder such as ':id' passes through
 * unchanged, so the API can build its route patterns from the same functions.
 */
function segment(id: string): string {
  return /^:[A-Za-z_]\w*$/.test(id) ? id : encodeURIComponent(id);
}

/** Every API path; functions for the paths that carry an id. */
export const apiPaths = {
  health: '/health',
  auth: {
    refresh: '/auth/refresh',
    logout: '/auth/logout',
    login: '/auth/login',
    signupEmail: '/auth/signup/email',
    signupVerify: '/auth/signup/verify',
    signupResend: '/auth/signup/resend',
    signupPassword: '/auth/signup/password',
    signupDetails: '/auth/signup/details',
    resetRequest: '/auth/reset/request',
    resetConfirm: '/auth/reset/confirm',
  },
  system: {
    qualifications: '/system/qualifications',
    jobCategories: '/system/job-categories',
    jobsByCategory: '/system/jobs/by-category',
  },
  employer: {
    profile: '/employer/profile',
    account: '/employer/account',
    listings: '/employer/listings',
    listing: (id: string) => `/employer/listings/${segment(id)}`,
    listingApplications: (id: string) => `/employer/listings/${segment(id)}/applications`,
    application: (id: string) => `/employer/applications/${segment(id)}`,
    applicationStatus: (id: string) => `/employer/applications/${segment(id)}/status`,
    applicationResume: (id: string) => `/employer/applications/${segment(id)}/resume`,
  },
  student: {
    profile: '/student/profile',
    account: '/student/account',
    email: '/student/email',
    applications: '/student/applications',
    withdrawApplication: (id: string) => `/student/applications/${segment(id)}/withdraw`,
    job: (id: string) => `/student/jobs/${segment(id)}`,
    apply: '/student/jobs/apply',
    cancelApplication: (applicationId: string) => `/student/jobs/apply/${segment(applicationId)}`,
  },
  places: {
    autocomplete: '/places/autocomplete',
    details: '/places/details',
    ipLocation: '/places/ip-location',
  },
} as const;
export type ApiPaths = typeof apiPaths;
