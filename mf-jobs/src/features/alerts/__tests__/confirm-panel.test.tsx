import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jobAlertMessages } from 'api-contract/alerts';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPanel } from '../components/confirm-panel';
import { routeApi } from './fake-api';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const POST = 'POST /api/alerts/confirm';
const DESCRIBE = 'GET /api/alerts/describe';
const NAMED = 'jobs in Events, with the words of the search';
/** The click's answer; the page's description of the alert answers with NAMED. */
const answer = (status: number, body?: unknown) => ({
  [DESCRIBE]: () => ({ status: 200, body: { description: NAMED } }),
  [POST]: () => ({ status, body }),
});
const heading = () => screen.getByRole('heading', { level: 1 });
const turnOn = () => screen.getByRole('button', { name: 'Turn on the alert' });
const PAGE = '/jobs/alerts/confirm?token=abc.def';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the page that turns on an alert saved by email', () => {
  it('changes nothing on load, and turns the alert on with the click', async () => {
    const api = routeApi(answer(200, { status: 'confirmed' }));
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ConfirmPanel token="abc.def" />, PAGE);
    expect(heading().textContent).toBe('Turn on this job alert?');
    // It names the alert; mail scanners open links, so only the button turns it on.
    expect(await screen.findByText(NAMED)).toBeTruthy();
    expect(api.calls.map((c) => c.call)).toEqual([DESCRIBE]);

    fireEvent.click(turnOn());
    await waitFor(() => expect(heading().textContent).toBe('Your job alert is on.'));
    expect(screen.getByText(/^We'll email you new jobs that match\./)).toBeTruthy();
    // The outcome takes the focus in an effect after it is shown.
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(screen.queryByRole('button', { name: 'Turn on the alert' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe(
      '/jobs/search',
    );
    expect(api.calls.slice(1)).toEqual([
      { call: POST, url: '/api/alerts/confirm?token=abc.def', body: undefined },
    ]);
  });

  it('says when the alert was on already', async () => {
    vi.stubGlobal('fetch', routeApi(answer(200, { status: 'already' })).fn);
    renderScreen(<ConfirmPanel token="abc.def" />, PAGE);
    fireEvent.click(turnOn());
    await waitFor(() => expect(heading().textContent).toBe('Your job alert is already on.'));
  });

  it("shows the API's detail for a link that is not valid or has expired", async () => {
    vi.stubGlobal('fetch', routeApi(answer(400, { detail: jobAlertMessages.badConfirmLink })).fn);
    renderScreen(<ConfirmPanel token="expired" />, PAGE);
    fireEvent.click(turnOn());
    expect(await screen.findByText(jobAlertMessages.badConfirmLink)).toBeTruthy();
    expect(heading().textContent).toBe('This link is not valid');
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(screen.queryByRole('button', { name: 'Turn on the alert' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toBeTruthy();
  });

  it('keeps the button after a failure that a retry may fix', async () => {
    vi.stubGlobal('fetch', routeApi(answer(503)).fn);
    renderScreen(<ConfirmPanel token="abc.def" />, PAGE);
    fireEvent.click(turnOn());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
    expect(heading().textContent).toBe('Turn on this job alert?');
    expect(turnOn()).toBeTruthy();
  });

  it('says a link without a token is not valid, with no button', () => {
    const api = routeApi(answer(200, { status: 'confirmed' }));
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ConfirmPanel token={null} />, '/jobs/alerts/confirm');
    expect(heading().textContent).toBe('This link is not valid');
    expect(screen.getByText(jobAlertMessages.badConfirmLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on the alert' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('says at once that a link whose alert is gone is not valid', async () => {
    vi.stubGlobal(
      'fetch',
      routeApi({
        [DESCRIBE]: () => ({ status: 404, body: { detail: jobAlertMessages.notFound } }),
      }).fn,
    );
    renderScreen(<ConfirmPanel token="abc.def" />, PAGE);
    await waitFor(() => expect(heading().textContent).toBe('This link is not valid'));
    expect(screen.getByText(jobAlertMessages.notFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on the alert' })).toBeNull();
  });
});
