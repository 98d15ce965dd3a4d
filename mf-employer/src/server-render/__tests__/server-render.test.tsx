// @vitest-environment node
// The server render as the site server runs it: no document, the employer's calls through `fetch`.
import type { EmployerProfileResponse } from 'api-contract/accounts';
import type { ReviewStatusResponse } from 'api-contract/moderation';
import { markupText as text, stubApiByPath as api } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../server-render';

const profile: EmployerProfileResponse = {
  business_name: 'Harbour Lane Cafe',
  email: 'owner@harbourlane.example',
  description: 'Family cafe in Newtown, open from six.',
  abn: null,
  abn_check: null,
};

const held: ReviewStatusResponse = {
  held: [
    {
      id: '00000000-0000-4000-8000-000000000042',
      title: 'Weekend Barista',
      held_at: '2026-11-28T23:00:00.000Z',
      reasons: ['listing_text'],
      review_requested_at: null,
    },
  ],
  posting: { paused: false, review_requested_at: null },
};

afterEach(() => vi.unstubAllGlobals());

describe("mf-employer's server render", () => {
  it("renders the employer's dashboard from their own answers, with what waits for review", async () => {
    const fetch = api({
      '/api/employer/profile': [200, profile],
      '/api/employer/review-status': [200, held],
    });
    const view = await render('/profile/employer');
    const words = text(view?.html ?? '');
    expect(words).toContain('Harbour Lane Cafe');
    expect(words).toContain('owner@harbourlane.example');
    expect(words).toContain('Family cafe in Newtown, open from six.');
    expect(words).toContain('Weekend Barista');
    expect(words).toContain('Your Job Listings');
    // The first view's two calls, nothing else: the listings come after it, in the browser.
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/employer/profile',
      '/api/employer/review-status',
    ]);
    expect(view?.css).toContain('#server-view');
  });

  it('renders nothing for a screen it does not render', async () => {
    api({});
    expect(await render('/profile/employer/createjob')).toBeNull();
  });
});
