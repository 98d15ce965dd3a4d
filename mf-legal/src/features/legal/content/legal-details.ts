// Facts both legal documents state; kept together so the two pages never disagree.
export const legalDetails = {
  lastUpdated: '27 Nov 2026',
  operator: 'Student Gigs Pty Ltd',
  location: 'Sydney NSW, Australia',
  privacyEmail: 'privacy@studentgigs.com.au',
  legalEmail: 'legal@studentgigs.com.au',
  oaicUrl: 'https://www.oaic.gov.au',
  fairWorkUrl: 'https://www.fairwork.gov.au',
} as const;
