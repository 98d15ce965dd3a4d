// @vitest-environment node
// The server render as the site server runs it: no document, the API through `fetch`.
import { markupText as text, stubApiByPath as api } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobCard } from '../../testing/job-card';
import { jobDetail } from '../../testing/job-detail';
import { render } from '../server-render';

const ID = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

afterEach(() => vi.unstubAllGlobals());

describe("mf-jobs's server render", () => {
  it("renders a job's page as a visitor sees it, with the styles it uses under the view", async () => {
    const job = jobDetail({
      id: ID,
      title: 'Weekend Barista',
      description: 'Run the machine during the rush.',
      questions: ['Which days can you work?'],
    });
    api({ [`/api/student/jobs/${ID}`]: [200, job] });
    const view = await render(`/jobs/apply?id=${ID}`);
    const words = text(view?.html ?? '');
    expect(words).toContain('Weekend Barista');
    expect(words).toContain(job.business_name);
    expect(words).toContain('Run the machine during the rush.');
    expect(words).toContain('Ready to Apply?');
    expect(words).toContain('Which days can you work?');
    // Every rule sits under the view's element, so the page's own styles cannot outrank it.
    const rules = (view?.css ?? '')
      .split('}')
      .filter((rule) => rule.includes('{') && !rule.trim().startsWith('@'));
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules)
      expect(rule.replace(/\/\*!sc\*\//g, '').trim()).toMatch(/^(#server-view|@media|data-styled)/);
  });

  it('renders what a removed or unknown job says at its address', async () => {
    api({ [`/api/student/jobs/${ID}`]: [410, { detail: 'This job was removed.' }] });
    expect(text((await render(`/jobs/apply?id=${ID}`))?.html ?? '')).toContain(
      'This job was removed',
    );
    api({});
    expect(text((await render(`/jobs/apply?id=${ID}`))?.html ?? '')).toContain(
      'We couldn’t find this job',
    );
  });

  it("renders Browse Jobs' first cards of every category, for the filter in the address", async () => {
    const fetch = api({
      '/api/system/job-categories': [
        200,
        {
          categories: [
            { code: 'HOSP', display_name: 'Hospitality' },
            { code: 'RETL', display_name: 'Retail' },
          ],
        },
      ],
      '/api/system/jobs/by-category': [
        200,
        { jobs: [jobCard(1, { title: 'Café All-rounder' })], has_more: false },
      ],
    });
    const words = text((await render('/jobs/search?q=barista'))?.html ?? '');
    expect(words).toContain('Browse Jobs');
    expect(words).toContain('Café All-rounder');
    const calls = fetch.mock.calls.map(([url]) => String(url));
    expect(calls).toContain('/api/system/job-categories');
    expect(calls.filter((url) => url.startsWith('/api/system/jobs/by-category?'))).toHaveLength(2);
    expect(calls.find((url) => url.includes('category_code=HOSP'))).toContain('q=barista');
  });

  it('renders nothing for a screen it does not render', async () => {
    api({});
    expect(await render('/jobs/alerts/confirm?token=x')).toBeNull();
    expect(await render('/jobs/apply')).toBeNull();
  });
});
