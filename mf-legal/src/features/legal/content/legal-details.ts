// Facts both legal documents state; kept together so the two pages never disagree.
export const legalDetails = {
  operator: 'Student Gigs Pty Ltd',
  location: 'Sydney NSW, Australia',
  privacyEmail: 'privacy@studentgigs.com.au',
  legalEmail: 'legal@studentgigs.com.au',
  oaicUrl: 'https://www.oaic.gov.au',
  fairWorkUrl: 'https://www.fairwork.gov.au',
} as const;

/**
 * Each document's last-updated date. They are separate because a date says when that document's
 * text last changed: re-dating the Terms for a change to the Privacy Policy would tell readers the
 * Terms changed when they did not.
 */
export const lastUpdated = {
  privacy: '29 Nov 2026',
  terms: '27 Nov 2026',
} as const;
