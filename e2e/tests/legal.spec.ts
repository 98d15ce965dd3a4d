import { expect, test } from '@playwright/test';

const PRIVACY = [
  'Data We Collect',
  'How We Use Data',
  'Automated Decisions',
  'Legal Bases',
  'When We Share Data',
  'Cookies & Similar Tech',
  'International Transfers',
  'Data Retention',
  'Security',
  'Your Rights',
  "Children's Privacy",
  'Changes to this Policy',
  'Contact Us',
];
const TERMS = [
  'Eligibility',
  'Use of Platform',
  'Facilitator Only',
  'User Conduct',
  'Job Listings & Applications',
  'Safety & Compliance',
  'Disclaimers & Liability',
  'Termination',
  'Changes to Terms',
  'Contact Us',
];

// Each document has its own date: the day its own text last changed.
for (const [path, title, sections, mailbox, updated] of [
  ['/privacy', 'Privacy Policy', PRIVACY, 'privacy@', '29 Nov 2026'],
  ['/terms', 'Terms of Service', TERMS, 'legal@', '27 Nov 2026'],
] as const) {
  test(`${title}: sections, contents links, last updated date and contact`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Last updated: ${updated}`)).toBeVisible();
    // The numbered sections are the page's regions; the contents list and footer have headings too.
    const headings = page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(sections.length);
    const texts = (await headings.allTextContents()).map((t) => t.replace(/^\d+\.\s*/, '').trim());
    expect(texts).toEqual([...sections]);

    const entries = await page.evaluate(() => history.length);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveCount(sections.length);
    const last = sections[sections.length - 1] ?? '';
    await contents.getByRole('link', { name: last }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#`));
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(last) })).toBeInViewport();
    await expect(page.getByRole('link', { name: new RegExp(mailbox) }).first()).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${mailbox}`),
    );
    await expect(page.getByText(/Pty Ltd/).first()).toBeVisible();

    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeInViewport();
    // The jumps replace the address's #hash: no history entries for Go Back to wade through.
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });
}

test('Print opens the print dialog and Go Back returns to the previous page', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.goto('/about');
  await page.locator('#app-footer').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);

  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printed, the document has no site header over its title.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('the About page pitches to students and employers with both calls to action', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.locator('#app-main').getByRole('link', { name: 'Find a Job' }).first(),
  ).toHaveAttribute('href', '/jobs/search');
  await expect(
    page.locator('#app-main').getByRole('link', { name: 'Post a Job' }).first(),
  ).toHaveAttribute('href', '/employers');
  // A listing has no pay or hours fields: the pitch promises only what the form asks for.
  await expect(
    page.getByText('its hours and pay in your own words', { exact: false }),
  ).toBeVisible();
  // The call to action is repeated at the end of the page (the footer's own is not counted).
  await expect(page.locator('#app-main').getByRole('link', { name: 'Find a Job' })).toHaveCount(2);
  await page.locator('#app-main').getByRole('link', { name: 'Find a Job' }).first().click();
  await expect(page).toHaveURL(/\/jobs\/search$/);
});
