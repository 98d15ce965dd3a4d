// The demo accounts the seed creates; printed at start and written in the README.
export const DEMO_PASSWORD = 'DemoPass123!';

export const DEMO_LOGINS = {
  student: { email: 'student@demo.studentgigs.au', password: DEMO_PASSWORD },
  employer: { email: 'employer@demo.studentgigs.au', password: DEMO_PASSWORD },
} as const;
