// Accounts for the journeys: made through the real API and the real mail, as the screens would.
import { expect, type APIRequestContext } from '@playwright/test';
import { codeIn, uniqueEmail, waitForMail } from './mailbox';

export const DEMO_PASSWORD = 'DemoPass123!';
export const DEMO_STUDENT = 'student@demo.studentgigs.au';

/** Signs up a student through the four API steps (the code read from the mail); returns its email. */
export async function signUpStudentViaApi(
  request: APIRequestContext,
  password: string,
): Promise<string> {
  const email = uniqueEmail('api-student');
  const start = await request.post('/api/auth/signup/email', { data: { email } });
  expect(start.ok()).toBe(true);
  const { session_token } = (await start.json()) as { session_token: string };
  const code = codeIn(await waitForMail(email));
  for (const [path, data] of [
    ['/api/auth/signup/verify', { session_token, code }],
    ['/api/auth/signup/password', { session_token, password }],
    [
      '/api/auth/signup/details',
      {
        session_token,
        role: 'student',
        student: { full_name: 'Api Student', study: 'Arts', institution: 'USYD', quals: {} },
      },
    ],
  ] as const) {
    const response = await request.post(path, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }
  await request.post('/api/auth/logout');
  return email;
}
