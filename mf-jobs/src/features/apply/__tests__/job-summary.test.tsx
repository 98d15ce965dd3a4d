import { cleanup, screen, within } from '@testing-library/react';
import { fakeFetch, minimumWageAnswer, renderScreen } from 'shared-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { juniorRatesFor, reviewTimeText } from '../job-pay';
import { responseRateText } from '../response-rate-text';
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
  vi.unstubAllGlobals();
});

describe('the job page’s pay', () => {
  // The API's minimum wage table, for the junior rates notice (a test may stub another answer).
  beforeEach(() => vi.stubGlobal('fetch', fakeFetch({ status: 200, body: minimumWageAnswer }).fn));

  it('shows the pay line, the usual times and how soon the employer reviews', () => {
    renderScreen(<JobSummary job={job} />, '/jobs/apply');
    expect(screen.getByText(wholeText('$31.50/h casual · 15–25 h/week'))).toBeTruthy();
    expect(screen.getByText('Weekdays, 7am to 1pm')).toBeTruthy();
    expect(screen.getByText('Usually reviews applications within 2 days')).toBeTruthy();
  });

  it('shows the junior age bands with the minimum rates the API serves, and that pay must reach them', async () => {
    const api = fakeFetch({ status: 200, body: minimumWageAnswer });
    vi.stubGlobal('fetch', api.fn);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T01:00:00Z'));
    renderScreen(<JobSummary job={job} />, '/jobs/apply');
    const notice = screen.getByRole('region', { name: 'Junior rates apply' });
    expect(
      within(notice).getByText(/Your pay must still be at least the minimum for your age/),
    ).toBeTruthy();
    expect(within(notice).getByText('Loading the minimum rates by age')).toBeTruthy();
    const under16 = await within(notice).findByRole('row', { name: /Under 16/ });
    // Casual: $26.44 with the 25% loading is $33.05; under 16 is 36.8% of it.
    expect(under16.textContent).toBe('Under 16$12.16');
    const rows = within(notice)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('20$32.29');
    expect(rows).toHaveLength(7);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/system/minimum-wage']);
    expect(within(notice).getByRole('link', { name: /Fair Work's pay calculator/ })).toBeTruthy();
  });

  it('says so when the minimum rates cannot be loaded, and still links to Fair Work', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 500 }).fn);
    renderScreen(<JobSummary job={job} />, '/jobs/apply');
    const notice = screen.getByRole('region', { name: 'Junior rates apply' });
    expect(
      await within(notice).findByText('The minimum rates by age could not be loaded just now.'),
    ).toBeTruthy();
    expect(within(notice).queryByRole('table')).toBeNull();
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

describe('the employer’s response rate', () => {
  beforeEach(() => vi.stubGlobal('fetch', fakeFetch({ status: 200, body: minimumWageAnswer }).fn));

  it('shows the share answered within 14 days with how many applications it counts', () => {
    renderScreen(
      <JobSummary job={{ ...job, response_rate: { percent: 80, applications: 41 } }} />,
      '/jobs/apply',
    );
    expect(
      screen.getByText('Responds to 80% of applications within 14 days (41 in the last 90 days)'),
    ).toBeTruthy();
    expect(screen.getByText('Usually reviews applications within 2 days')).toBeTruthy();
  });

  it('shows nothing while too few applications count, or from an API older than the figure', () => {
    renderScreen(
      <JobSummary job={{ ...job, usual_review_days: null, response_rate: null }} />,
      '/jobs/apply',
    );
    expect(screen.queryByText(/Responds to/)).toBeNull();
    cleanup();
    renderScreen(<JobSummary job={job} />, '/jobs/apply');
    expect(screen.queryByText(/Responds to/)).toBeNull();
    expect(responseRateText({ percent: 100, applications: 4 })).toBeNull();
    expect(responseRateText({ percent: 0, applications: 5 })).toBe(
      'Responds to 0% of applications within 14 days (5 in the last 90 days)',
    );
  });
});

describe('pay texts', () => {
  it('says 1 day, not 1 days', () => {
    expect(reviewTimeText(1)).toBe('Usually reviews applications within 1 day');
    expect(reviewTimeText(3)).toBe('Usually reviews applications within 3 days');
    expect(reviewTimeText(null)).toBeNull();
  });

  it('takes the minimums in force today, or the latest once the table has run out', () => {
    const rates = minimumWageAnswer.rates;
    expect(juniorRatesFor(rates, 'part_time', '2026-01-01')?.bands[0]).toMatchObject({
      age: 'Under 16',
      hourlyCents: 918,
    });
    expect(juniorRatesFor(rates, 'part_time', '2027-09-01')?.bands[0]).toMatchObject({
      hourlyCents: 973,
    });
    expect(juniorRatesFor(rates, 'casual', '2020-01-01')).toBeNull();
    expect(juniorRatesFor(rates, 'casual', '2026-11-25')?.source).toBe(
      "National minimum wage for casual work from 1 July 2026, with the 25% casual loading, set by the Fair Work Commission's Annual Wage Review 2025–26.",
    );
  });
});

describe('the business’s ABN', () => {
  beforeEach(() => vi.stubGlobal('fetch', fakeFetch({ status: 200, body: minimumWageAnswer }).fn));

  it('links the ABN under the business name to ABN Lookup, in a new tab', () => {
    renderScreen(<JobSummary job={{ ...job, abn: '51824753556' }} />, '/jobs/apply');
    const link = screen.getByRole('link', { name: /^ABN 51 824 753 556/ });
    expect(link.getAttribute('href')).toBe('https://abr.business.gov.au/ABN/View?abn=51824753556');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('opens in a new tab');
  });

  it('shows nothing when the employer gave no ABN, or the API is older than the field', () => {
    renderScreen(<JobSummary job={{ ...job, abn: null }} />, '/jobs/apply');
    expect(screen.queryByRole('link', { name: /^ABN/ })).toBeNull();
    cleanup();
    renderScreen(<JobSummary job={job} />, '/jobs/apply');
    expect(screen.queryByText(/^ABN/)).toBeNull();
  });
});

describe('where the business is and its website', () => {
  beforeEach(() => vi.stubGlobal('fetch', fakeFetch({ status: 200, body: minimumWageAnswer }).fn));

  it('says the suburb and links the website as the employer’s words, in a new tab', () => {
    renderScreen(
      <JobSummary
        job={{
          ...job,
          business_description: '',
          business_suburb: 'Newtown NSW',
          business_website: 'https://www.harbourlane.cafe/menu',
        }}
      />,
      '/jobs/apply',
    );
    const about = screen.getByRole('heading', { name: `About ${job.business_name}` });
    expect(about).toBeTruthy();
    expect(screen.getByText('Based in Newtown NSW')).toBeTruthy();
    const link = screen.getByRole('link', { name: /^harbourlane\.cafe/ });
    expect(link.getAttribute('href')).toBe('https://www.harbourlane.cafe/menu');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
  });

  it('shows neither when the employer gave none, or the API is older than the fields', () => {
    renderScreen(
      <JobSummary job={{ ...job, business_suburb: null, business_website: null }} />,
      '/jobs/apply',
    );
    expect(screen.queryByText(/^Based in/)).toBeNull();
    expect(screen.queryByRole('link', { name: /their website/ })).toBeNull();
  });
});
