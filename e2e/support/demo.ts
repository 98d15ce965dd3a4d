// The seeded demo marketplace (api/seed/demo-data.ts), for screens that need data to show.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_STUDENT, logInViaApi, signUpViaApi } from './accounts';

export const DEMO_EMPLOYER = 'employer@demo.studentgigs.au';
/** Reviews held and reported listings: the seed adds this account, nobody signs up. */
export const DEMO_MODERATOR = 'moderator@demo.studentgigs.au';

export type Visitor = 'visitor' | 'student' | 'employer' | 'moderator';

const DEMO_LOGIN: Record<Exclude<Visitor, 'visitor'>, string> = {
  student: DEMO_STUDENT,
  employer: DEMO_EMPLOYER,
  moderator: DEMO_MODERATOR,
};

/**
 * Signs the page's browser context in as a demo account through the API; the next page load
 * starts its session from the refresh cookie, as a returning user's tab does.
 */
export async function signInAs(page: Page, who: Visitor) {
  if (who === 'visitor') return;
  await logInViaApi(page.request, DEMO_LOGIN[who], DEMO_PASSWORD);
}

/** A new account of `role` with empty lists, signed in like {@link signInAs}; returns its email. */
export async function signInFresh(page: Page, role: 'student' | 'employer'): Promise<string> {
  const password = 'a fresh passphrase';
  const email = await signUpViaApi(page.request, password, role);
  await logInViaApi(page.request, email, password);
  return email;
}

/**
 * The demo's businesses (api/seed/demo-data.ts). Tests post their listings as employers they sign
 * up (signUpViaApi), so a listing of these businesses is always one the seed made.
 */
const DEMO_BUSINESSES = new Set([
  'Harbour & Vine Hospitality',
  'Thread & Co. Clothing',
  'Big Night Events',
  'Swift Move Removals',
  'Ledger Lane Accounting',
  'Brightpath Tutoring & Care',
]);

export interface DemoJob {
  id: string;
  title: string;
  applications: number;
  max_applications: number;
}

/**
 * The demo's open listings of one category, newest first. Never a listing another test posted,
 * though newer: that test may count the applications it gets, or close it.
 */
export async function demoJobs(page: Page, categoryCode: string): Promise<DemoJob[]> {
  const response = await page.request.get(
    `/api/system/jobs/by-category?category_code=${categoryCode}&limit=50`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { jobs } = (await response.json()) as { jobs: (DemoJob & { company: string })[] };
  return jobs.filter((job) => DEMO_BUSINESSES.has(job.company));
}

/** The demo's open Hospitality listings, newest first (see {@link demoJobs}). */
export async function demoHospitalityJobs(page: Page): Promise<DemoJob[]> {
  const demo = await demoJobs(page, 'HOSP');
  if (demo.length === 0) throw new Error('no open hospitality job in the demo data');
  return demo;
}

/**
 * An open job of the demo that whoever is signed in on the page has not applied to: the job page
 * shows them the form (or Ready to Apply?), not their application.
 */
export async function openJobId(page: Page): Promise<string> {
  for (const { id } of await demoHospitalityJobs(page)) {
    const detail = await page.request.get(`/api/student/jobs/${id}`);
    const job = (await detail.json()) as { my_application: unknown };
    if (job.my_application === null) return id;
  }
  throw new Error('every open hospitality job of the demo has an application of this account');
}

/** The first application of the signed-in employer's listings whose status `wanted` accepts. */
async function employerApplicationId(
  page: Page,
  wanted: (status: string) => boolean,
  what: string,
): Promise<string> {
  const response = await page.request.get('/api/employer/listings?limit=50');
  expect(response.ok(), await response.text()).toBe(true);
  const { listings } = (await response.json()) as { listings: { id: string }[] };
  for (const listing of listings) {
    const list = await page.request.get(`/api/employer/listings/${listing.id}/applications`);
    const { applications } = (await list.json()) as {
      applications: { id: string; status: string }[];
    };
    const found = applications.find((a) => wanted(a.status));
    if (found) return found.id;
  }
  throw new Error(`the demo employer has no ${what} application`);
}

/** An application of the signed-in employer that still awaits a decision, or (false) one decided. */
export function submittedApplicationId(page: Page, submitted = true): Promise<string> {
  return employerApplicationId(
    page,
    (status) => (status === 'submitted') === submitted,
    submitted ? 'submitted' : 'decided',
  );
}

/** An application of the signed-in employer with the decision `status` (the demo has one of each). */
export function decidedApplicationId(page: Page, status: 'seen' | 'rejected'): Promise<string> {
  return employerApplicationId(page, (found) => found === status, status);
}

/** A live listing of the demo (its newest hospitality one), as a moderator may review any. */
export async function liveListingId(page: Page): Promise<string> {
  const [newest] = await demoHospitalityJobs(page);
  if (!newest) throw new Error('no hospitality job in the demo data');
  return newest.id;
}
