import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from 'shared-kit';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LegalPage } from '../components/legal-page';
import { lastUpdated } from '../content/legal-details';
import { privacyIntro, privacySections } from '../content/privacy-sections';
import { termsIntro, termsSections } from '../content/terms-sections';
import type { LegalSection } from '../types';

const privacyTitles = [
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

const termsTitles = [
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

const privacyPage = ['Privacy Policy', lastUpdated.privacy, privacyIntro, privacySections] as const;
const termsPage = ['Terms of Service', lastUpdated.terms, termsIntro, termsSections] as const;

function renderLegalPage(
  title: string,
  date: string,
  intro: ReactNode,
  sections: readonly LegalSection[],
) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <LegalPage title={title} lastUpdated={date} intro={intro} sections={sections} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

function sectionHeadings() {
  const contents = screen.getByRole('heading', { level: 2, name: 'Contents' });
  return screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading !== contents);
}

function expectContentsToLinkEachSection(titles: readonly string[]) {
  const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(titles);
  for (const [index, link] of links.entries()) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const target = document.getElementById(id);
    expect(target?.tagName).toBe('SECTION');
    expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toBe(
      sectionHeadings()[index],
    );
  }
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Privacy Policy', () => {
  it('shows its title, date and the 13 sections in order', () => {
    renderLegalPage(...privacyPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Last updated: 29 Nov 2026')).toBeTruthy();
    expect(sectionHeadings()).toHaveLength(13);
    expect(sectionHeadings().map((heading) => heading.textContent)).toEqual(
      privacyTitles.map((title, index) => `${index + 1}.${title}`),
    );
    // The visual number is aria-hidden, so each heading's accessible name is exactly its title.
    for (const name of privacyTitles) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
  });

  it('links each contents entry to its section', () => {
    renderLegalPage(...privacyPage);
    expectContentsToLinkEachSection(privacyTitles);
  });

  it('names each automated decision, what it decides and uses, and how to ask for a review', () => {
    renderLegalPage(...privacyPage);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents).getByRole('link', { name: 'Automated Decisions' }).getAttribute('href'),
    ).toBe('#automated-decisions');

    const section = screen.getByRole('region', { name: 'Automated Decisions' });
    expect(section.textContent).toContain('from 29 November 2026');
    // APP 1.8 tells apart decisions a program makes alone and those it helps a person make.
    expect(section.textContent).toContain('The program makes each decision below on its own');
    expect(section.textContent).toContain('the decision is the moderator’s');
    const decisions = [
      'Holding a new job listing for review',
      'Checking a business profile again after an edit',
      'Holding a listing that students report',
      'Posting limits and pauses',
      'Limits on sign-ups, logins, reports and emails',
      'The minimum pay check',
      'Verifying a student email address',
      'Warning about an employer’s message',
    ];
    const subHeadings = within(section).getAllByRole('heading', { level: 3 });
    expect(subHeadings.map((heading) => heading.textContent)).toEqual([
      ...decisions,
      'Asking a person to review a decision',
    ]);
    // Each decision says, in the same two labelled parts, what it decides and what it uses.
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(decisions.flatMap(() => ['What it decides', 'What it uses']));

    const howToAsk = section.textContent ?? '';
    expect(howToAsk).toContain('press “Ask for review” on the listing or on the notice');
    expect(howToAsk).toContain('Asking is free, and we answer within 30 days.');
    expect(howToAsk).toContain('access to the personal information a decision used');
    const mail = within(section).getByRole('link', { name: 'privacy@studentgigs.com.au' });
    expect(mail.getAttribute('href')).toBe('mailto:privacy@studentgigs.com.au');

    const changes = screen.getByRole('region', { name: 'Changes to this Policy' });
    expect(changes.textContent).toContain('29 November 2026: we added “Automated Decisions”');
  });

  it('tells a signed-in person where to download their data, beside asking by mail', () => {
    renderLegalPage(...privacyPage);
    const rights = screen.getByRole('region', { name: 'Your Rights' }).textContent ?? '';
    expect(rights).toContain(
      'give you access to the personal information we hold about you (APP 12)',
    );
    expect(rights).toContain('press “Download your data” on your profile page');
    expect(rights).toContain('Making a request is free.');
  });

  it('gives the privacy mailbox as a mailto link', () => {
    renderLegalPage(...privacyPage);
    const mail = screen.getAllByRole('link', { name: 'privacy@studentgigs.com.au' });
    expect(mail[0]?.getAttribute('href')).toBe('mailto:privacy@studentgigs.com.au');
  });
});

describe('Terms of Service', () => {
  it('shows the 10 sections in order, each linked from the contents', () => {
    renderLegalPage(...termsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    // Its own date: a change to the Privacy Policy does not re-date the Terms.
    expect(screen.getByText('Last updated: 27 Nov 2026')).toBeTruthy();
    expect(sectionHeadings()).toHaveLength(10);
    expectContentsToLinkEachSection(termsTitles);
  });

  it('gives the legal mailbox as a mailto link', () => {
    renderLegalPage(...termsPage);
    const mail = screen.getAllByRole('link', { name: 'legal@studentgigs.com.au' });
    expect(mail[0]?.getAttribute('href')).toBe('mailto:legal@studentgigs.com.au');
  });
});

describe('legal page actions', () => {
  it('goes back in history on Go Back', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderLegalPage(...termsPage);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('opens the print dialog on Print', () => {
    // happy-dom has no print dialog, so the test supplies one.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderLegalPage(...privacyPage);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('ends with a Back to top link to the page header', () => {
    renderLegalPage(...privacyPage);
    const link = screen.getByRole('link', { name: 'Back to top' });
    expect(link.getAttribute('href')).toBe('#top');
    expect(document.getElementById('top')).toBeTruthy();
  });
});
