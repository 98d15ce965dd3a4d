// The demo accounts the seed creates; printed at start and written in the README.
export const DEMO_PASSWORD = 'DemoPass123!';

export const DEMO_LOGINS = {
  student: { email: 'student@demo.studentgigs.au', password: DEMO_PASSWORD },
  employer: { email: 'employer@demo.studentgigs.au', password: DEMO_PASSWORD },
  // Reviews held and reported listings; a role nobody signs up for.
  moderator: { email: 'moderator@demo.studentgigs.au', password: DEMO_PASSWORD },
} as const;
