// Every route of the API with its request and success schemas from the shared contract. The
// table is checked against the routes the app really registers (route-table.test.ts), so a new
// route cannot escape the fuzzing unnoticed.
import * as c from 'shared-kit/contract';
import { z } from 'zod/mini';
import { dropBlankQuestions } from '../../src/listings/create-listing';

/** Who normally calls a route; the fuzzer also sends every route as the others. */
export type Caller = 'visitor' | 'student' | 'employer';

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify pattern, built with the contract's apiPaths (':id' placeholders). */
  path: string;
  caller: Caller;
  /**
   * Each request gets a new user of its own: for calls that end the session or the account
   * (logout, delete account) and for calls a user can make only once (apply), so the shared
   * callers stay signed in and every request can still succeed.
   */
  freshCaller?: boolean;
  /** Schema of each path parameter (the contract's params object's shape). */
  params?: Readonly<Record<string, z.ZodMiniType>>;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Success schemas by status; every other status must carry the contract's errorResponse. */
  success: Readonly<Record<number, z.ZodMiniType>>;
  /** What the route does to the body before validating it (its preValidation hook). */
  prepareBody?: (body: unknown) => unknown;
}

const p = c.apiPaths;
const ok = (schema: z.ZodMiniType) => ({ 200: schema });

export const fuzzRoutes: readonly FuzzRoute[] = [
  { method: 'GET', path: p.health, caller: 'visitor', success: ok(c.healthResponse) },
  {
    method: 'GET',
    path: p.system.qualifications,
    caller: 'visitor',
    success: ok(c.qualificationsResponse),
  },
  {
    method: 'GET',
    path: p.system.jobCategories,
    caller: 'visitor',
    success: ok(c.jobCategoriesResponse),
  },
  {
    method: 'GET',
    path: p.system.jobsByCategory,
    caller: 'visitor',
    query: c.jobsByCategoryQuery,
    success: ok(c.jobsByCategoryResponse),
  },
  // Auth
  {
    method: 'POST',
    path: p.auth.refresh,
    caller: 'student',
    freshCaller: true,
    success: ok(c.refreshResponse),
  },
  {
    method: 'POST',
    path: p.auth.logout,
    caller: 'student',
    freshCaller: true,
    success: ok(c.logoutResponse),
  },
  {
    method: 'POST',
    path: p.auth.login,
    caller: 'visitor',
    body: c.loginRequest,
    success: ok(c.loginResponse),
  },
  {
    method: 'POST',
    path: p.auth.signupEmail,
    caller: 'visitor',
    body: c.signupEmailRequest,
    success: ok(c.signupEmailResponse),
  },
  {
    method: 'POST',
    path: p.auth.signupVerify,
    caller: 'visitor',
    body: c.signupVerifyRequest,
    success: ok(c.signupVerifyResponse),
  },
  {
    method: 'POST',
    path: p.auth.signupResend,
    caller: 'visitor',
    body: c.signupResendRequest,
    success: ok(c.signupResendResponse),
  },
  {
    method: 'POST',
    path: p.auth.signupPassword,
    caller: 'visitor',
    body: c.signupPasswordRequest,
    success: ok(c.signupPasswordResponse),
  },
  {
    method: 'POST',
    path: p.auth.signupDetails,
    caller: 'visitor',
    body: c.signupDetailsRequest,
    success: ok(c.signupDetailsResponse),
  },
  {
    method: 'POST',
    path: p.auth.resetRequest,
    caller: 'visitor',
    body: c.resetRequestRequest,
    success: ok(c.resetRequestResponse),
  },
  {
    method: 'POST',
    path: p.auth.resetConfirm,
    caller: 'visitor',
    body: c.resetConfirmRequest,
    success: ok(c.resetConfirmResponse),
  },
  // Employer
  {
    method: 'GET',
    path: p.employer.profile,
    caller: 'employer',
    success: ok(c.employerProfileResponse),
  },
  {
    method: 'PUT',
    path: p.employer.profile,
    caller: 'employer',
    body: c.updateEmployerProfileRequest,
    success: ok(c.updateEmployerProfileResponse),
  },
  {
    method: 'DELETE',
    path: p.employer.account,
    caller: 'employer',
    freshCaller: true,
    success: ok(c.deleteEmployerAccountResponse),
  },
  {
    method: 'GET',
    path: p.employer.listings,
    caller: 'employer',
    query: c.employerListingsQuery,
    success: ok(c.employerListingsResponse),
  },
  {
    method: 'POST',
    path: p.employer.listings,
    caller: 'employer',
    body: c.createListingRequest,
    success: { 201: c.createListingResponse },
    prepareBody: dropBlankQuestions,
  },
  {
    method: 'DELETE',
    path: p.employer.listing(':id'),
    caller: 'employer',
    params: c.idParams.shape,
    success: ok(c.deleteListingResponse),
  },
  {
    method: 'GET',
    path: p.employer.listingApplications(':id'),
    caller: 'employer',
    params: c.idParams.shape,
    success: ok(c.listingApplicationsResponse),
  },
  {
    method: 'GET',
    path: p.employer.application(':id'),
    caller: 'employer',
    params: c.idParams.shape,
    success: ok(c.employerApplicationResponse),
  },
  {
    method: 'POST',
    path: p.employer.applicationStatus(':id'),
    caller: 'employer',
    params: c.idParams.shape,
    body: c.setApplicationStatusRequest,
    success: ok(c.setApplicationStatusResponse),
  },
  {
    method: 'GET',
    path: p.employer.applicationResume(':id'),
    caller: 'employer',
    params: c.idParams.shape,
    success: ok(c.applicationResumeResponse),
  },
  // Student
  {
    method: 'GET',
    path: p.student.profile,
    caller: 'student',
    success: ok(c.studentProfileResponse),
  },
  {
    method: 'PUT',
    path: p.student.profile,
    caller: 'student',
    body: c.updateStudentProfileRequest,
    success: ok(c.updateStudentProfileResponse),
  },
  {
    method: 'DELETE',
    path: p.student.account,
    caller: 'student',
    freshCaller: true,
    success: ok(c.deleteStudentAccountResponse),
  },
  { method: 'GET', path: p.student.email, caller: 'student', success: ok(c.studentEmailResponse) },
  {
    method: 'GET',
    path: p.student.applications,
    caller: 'student',
    query: c.studentApplicationsQuery,
    success: ok(c.studentApplicationsResponse),
  },
  {
    method: 'POST',
    path: p.student.withdrawApplication(':id'),
    caller: 'student',
    params: c.idParams.shape,
    success: ok(c.withdrawApplicationResponse),
  },
  {
    method: 'GET',
    path: p.student.job(':id'),
    caller: 'visitor',
    params: c.idParams.shape,
    success: ok(c.studentJobResponse),
  },
  {
    method: 'POST',
    path: p.student.apply,
    caller: 'student',
    freshCaller: true,
    body: c.applyRequest,
    success: ok(c.applyResponse),
  },
  {
    method: 'DELETE',
    path: p.student.cancelApplication(':application_id'),
    caller: 'student',
    params: c.applicationIdParams.shape,
    success: ok(c.cancelApplicationResponse),
  },
  // Places
  {
    method: 'GET',
    path: p.places.autocomplete,
    caller: 'visitor',
    query: c.placesAutocompleteQuery,
    success: ok(c.placesAutocompleteResponse),
  },
  {
    method: 'GET',
    path: p.places.details,
    caller: 'visitor',
    query: c.placeDetailsQuery,
    success: ok(c.placeDetailsResponse),
  },
  {
    method: 'GET',
    path: p.places.ipLocation,
    caller: 'visitor',
    success: ok(c.ipLocationResponse),
  },
  // The local resume driver's signed links are outside the contract (the browser only follows
  // the URLs the API hands out); they get junk only, and the error shape is still checked.
  { method: 'GET', path: '/storage/download', caller: 'visitor', success: ok(z.unknown()) },
  { method: 'POST', path: '/storage/upload', caller: 'visitor', success: { 204: z.unknown() } },
];

/** 'GET /student/jobs/:id', the name of a route in test titles and reports. */
export const routeName = (route: FuzzRoute) => `${route.method} ${route.path}`;
