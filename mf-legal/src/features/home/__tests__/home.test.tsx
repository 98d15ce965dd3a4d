import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { theme } from 'shared-kit';
import { navigateToUrl } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AudienceSection } from '../components/audience-section';
import { ClosingCta } from '../components/closing-cta';
import { FeatureCards } from '../components/feature-cards';
import { HeroSection } from '../components/hero-section';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

function renderHome() {
  return render(
    <ThemeProvider theme={theme}>
      <HeroSection />
      <AudienceSection />
      <FeatureCards />
      <ClosingCta />
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(navigateToUrl).mockClear();
});

describe('Home', () => {
  it('has a single h1 about connecting students and local businesses', () => {
    renderHome();
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1?.textContent).toMatch(/students.*local businesses/i);
  });

  it('offers Find a Job and Post a Job (to the employers page) in the hero and again at the end', () => {
    renderHome();
    const find = screen.getAllByRole('link', { name: 'Find a Job' });
    const post = screen.getAllByRole('link', { name: 'Post a Job' });
    expect(find).toHaveLength(2);
    expect(post).toHaveLength(2);
    for (const link of find) expect(link.getAttribute('href')).toBe('/jobs/search');
    for (const link of post) expect(link.getAttribute('href')).toBe('/employers');
  });

  it('lets single-spa route a plain click but leaves a modified click to the browser', () => {
    renderHome();
    const [find] = screen.getAllByRole('link', { name: 'Find a Job' });
    fireEvent.click(find as HTMLElement);
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
    fireEvent.click(find as HTMLElement, { ctrlKey: true });
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
  });

  it('lists what students and employers get, and the feature cards', () => {
    renderHome();
    for (const name of ['For students', 'For employers']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    for (const name of [
      'Verified student profiles',
      'Easy job posting',
      'Vetted listings',
      'Local to Sydney',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
  });

  it('says exactly what verified means, and claims no check of academic credentials', () => {
    const { container } = renderHome();
    expect(
      screen.getByText(
        'A “Verified student” has confirmed an email address from an Australian university or TAFE within the last year. It shows they control that address, not their enrolment or results.',
      ),
    ).toBeTruthy();
    expect(container.textContent).not.toMatch(/academic credentials/i);
  });
});
