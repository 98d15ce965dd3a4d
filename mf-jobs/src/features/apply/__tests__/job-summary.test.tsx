import { cleanup, screen, within } from '@testing-library/react';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { juniorRatesFor, periodInForce, reviewTimeText } from '../job-pay';
import { JobSummary } from '../components/job-summary';
import { jobDetail } from '../../../testing/job-detail';

const base = jobDetail();
const job = jobDetail({
  title: 'Café All-rounder',
  business_name: 'Harbour Lane Cafe',
  pay: { ...base.pay, schedule: 'Weekdays, 7am to 1pm', junior_rates: true },
  usual_review_days: 2,
});

/** An element whose whole text is `text` (a pay line is in parts that do not break inside). */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  !Array.from(element.children).some((child) => child.textContent === text);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the job page’s pay', () => {
  it('shows the pay line, the usual times and how soon the employer reviews', () => {
    renderScreen(<JobSummary job={job} />, '/jobs/apply');
    expect(screen.getByText(wholeText('$31.50/h casual · 15–25 h/week'))).toBeTruthy();
    expect(screen.getByText('Weekdays, 7am to 1pm')).toBeTruthy();
    expect(screen.getByText('Usually reviews applications within 2 days')).toBeTruthy();
  });

  it('shows the junior age bands with their minimum rates, and that pay must reach them', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T01:00:00Z'));
    renderScreen(<JobSummary job={job} />, '/jobs/apply');
    const notice = screen.getByRole('region', { name: 'Junior rates apply' });
    expect(
      within(notice).getByText(/Your pay must still be at least the minimum for your age/),
    ).toBeTruthy();
    const rows = within(notice)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // Casual: $24.95 with the 25% loading is $31.19; under 16 is 36.8% of it.
    expect(rows).toContain('Under 16$11.48');
    expect(rows).toContain('20$30.47');
    expect(rows).toHaveLength(7);
    expect(within(notice).getByRole('link', { name: /Fair Work's pay calculator/ })).toBeTruthy();
  });

  it('leaves out junior rates and the review time when they do not apply', () => {
    renderScreen(
      <JobSummary
        job={{ ...job, pay: { ...job.pay, junior_rates: false }, usual_review_days: null }}
      />,
      '/jobs/apply',
    );
    expect(screen.queryByRole('region', { name: 'Junior rates apply' })).toBeNull();
    expect(screen.queryByText(/Usually reviews/)).toBeNull();
  });
});

describe('pay texts', () => {
  it('says 1 day, not 1 days', () => {
    expect(reviewTimeText(1)).toBe('Usually reviews applications within 1 day');
    expect(reviewTimeText(3)).toBe('Usually reviews applications within 3 days');
    expect(reviewTimeText(null)).toBeNull();
  });

  it('takes the minimums in force today, or the latest once the table has run out', () => {
    expect(periodInForce('2025-03-01')?.from).toBe('2024-07-01');
    expect(periodInForce('2026-11-24')?.from).toBe('2025-07-01');
    expect(periodInForce('2020-01-01')).toBeUndefined();
    expect(juniorRatesFor('part_time', '2026-01-01')?.bands[0]).toMatchObject({
      age: 'Under 16',
      hourlyCents: 918,
    });
    expect(juniorRatesFor('casual', '2026-01-01')?.source).toBe(
      "National minimum wage for casual work from 1 July 2025, with the 25% casual loading, set by the Fair Work Commission's Annual Wage Review 2024–25.",
    );
  });
});
