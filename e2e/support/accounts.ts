// Accounts for the journeys: made through the real API and the real mail, as the screens would.
import { expect, type APIRequestContext } from '@playwright/test';
import { codeIn, uniqueEmail, waitForMail } from './mailbox';

export const DEMO_PASSWORD = 'DemoPass123!';
export const DEMO_STUDENT = 'student@demo.studentgigs.au';

/** Signs up a user through the four API steps (the code read from the mail); returns its email. */
export async function signUpViaApi(
  request: APIRequestContext,
  password: string,
  role: 'student' | 'employer',
): Promise<string> {
  const email = uniqueEmail(`api-${role}`);
  const start = await request.post('/api/auth/signup/email', { data: { email } });
  expect(start.ok()).toBe(true);
  const { session_token } = (await start.json()) as { session_token: string };
  const code = codeIn(await waitForMail(email));
  const details =
    role === 'student'
      ? { student: { full_name: 'Api Student', study: 'Arts', institution: 'USYD', quals: {} } }
      : { employer: { business_name: 'Api Employer Cafe', description: 'Coffee near campus.' } };
  for (const [path, data] of [
    ['/api/auth/signup/verify', { session_token, code }],
    ['/api/auth/signup/password', { session_token, password }],
    ['/api/auth/signup/details', { session_token, role, ...details }],
  ] as const) {
    const response = await request.post(path, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }
  await request.post('/api/auth/logout');
  return email;
}

/** A new student account; returns its email. */
export const signUpStudentViaApi = (request: APIRequestContext, password: string) =>
  signUpViaApi(request, password, 'student');

/** Logs the API request context in (its cookies then act for that user). */
export async function logInViaApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
}
