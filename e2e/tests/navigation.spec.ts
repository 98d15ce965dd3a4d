import { expect, test } from '@playwright/test';

test.describe('top navigation', () => {
  test('the index goes to the job search; an unknown path stays and says it is not found', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/jobs\/search$/);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
  });

  test('logo, Jobs, About and Login lead to their pages without a reload', async ({ page }) => {
    await page.goto('/jobs/search');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await nav.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\/search$/);

    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    // The auth screens keep Jobs and About: nobody is stuck in a form.
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    await page.getByRole('link', { name: 'Student Gigs home' }).click();
    await expect(page).toHaveURL(/\/jobs\/search$/);
    // Still the same document: navigation went through single-spa, not a page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('the footer links to both audiences, the legal pages and a contact address', async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.locator('#app-footer');
    await expect(footer.getByRole('link', { name: 'Find a Job' })).toHaveAttribute(
      'href',
      '/jobs/search',
    );
    await expect(footer.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/employers',
    );
    // Each column's Create profile starts sign-up on its own account type.
    await expect(footer.getByRole('link', { name: 'Create profile' })).toHaveCount(2);
    await expect(
      footer
        .getByRole('link', { name: 'Create profile' })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual(['/auth/signup', '/auth/signup?role=employer']);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the menu button and closes on Escape, on the backdrop and after a link', async ({
    page,
  }) => {
    await page.goto('/jobs/search');
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(menu).toBeVisible();
    await page.getByTestId('mobile-menu-backdrop').click({ position: { x: 20, y: 400 } });
    await expect(menu).toBeHidden();

    await open.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('scroll position', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a new page opens at its top and Back returns to where the page was', async ({ page }) => {
    await page.goto('/jobs/search');
    const retail = page.getByRole('region', { name: 'Retail', exact: true });
    const details = retail.getByRole('article').first().getByRole('link', { name: 'View Details' });
    await details.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(500);

    await details.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(details).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

    // Another remote: the footer's Privacy Policy opens the policy at its title, not mid-policy.
    await page.locator('#app-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
