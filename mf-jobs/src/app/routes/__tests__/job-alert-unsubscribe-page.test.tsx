import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jobAlertMessages } from 'api-contract/alerts';
import { clearSession, setSession } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeApi, student } from '../../../features/alerts/__tests__/fake-api';
import { JobAlertUnsubscribePage } from '../job-alert-unsubscribe-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const POST = 'POST /api/alerts/unsubscribe';
const DESCRIBE = 'GET /api/alerts/describe';
const NAMED = '"barista" in Hospitality near Newtown NSW (10 km)';
/** The click's answer; the page's description of the alert answers with NAMED. */
const answer = (status: number, body: unknown) => ({
  [DESCRIBE]: () => ({ status: 200, body: { description: NAMED } }),
  [POST]: () => ({ status, body }),
});
const heading = () => screen.getByRole('heading', { level: 1 });

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the unsubscribe page', () => {
  it('changes nothing on load, and unsubscribes on the click', async () => {
    const api = routeApi(answer(200, { status: 'unsubscribed' }));
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<JobAlertUnsubscribePage />, '/jobs/alerts/unsubscribe?token=abc.def');
    expect(heading().textContent).toBe('Stop this job alert?');
    // It names the alert; mail scanners open links, so only the button unsubscribes.
    expect(await screen.findByText(NAMED)).toBeTruthy();
    expect(api.calls.map((c) => c.call)).toEqual([DESCRIBE]);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(heading().textContent).toBe("You're unsubscribed."));
    expect(screen.getByText("You won't get this alert again.")).toBeTruthy();
    // The outcome takes the focus in an effect after it is shown.
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(api.calls.slice(1)).toEqual([
      { call: POST, url: '/api/alerts/unsubscribe?token=abc.def', body: undefined },
    ]);
  });

  it('says when the alert was already removed', async () => {
    vi.stubGlobal('fetch', routeApi(answer(200, { status: 'already' })).fn);
    renderScreen(<JobAlertUnsubscribePage />, '/jobs/alerts/unsubscribe?token=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This alert was already removed.')).toBeTruthy();
  });

  it('says at once when the alert was already removed, and when the link is refused', async () => {
    vi.stubGlobal(
      'fetch',
      routeApi({ [DESCRIBE]: () => ({ status: 404, body: { detail: jobAlertMessages.notFound } }) })
        .fn,
    );
    renderScreen(<JobAlertUnsubscribePage />, '/jobs/alerts/unsubscribe?token=abc');
    await waitFor(() => expect(heading().textContent).toBe('Already unsubscribed'));
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    cleanup();

    vi.stubGlobal(
      'fetch',
      routeApi({ [DESCRIBE]: () => ({ status: 400, body: { detail: jobAlertMessages.badLink } }) })
        .fn,
    );
    renderScreen(<JobAlertUnsubscribePage />, '/jobs/alerts/unsubscribe?token=forged');
    await waitFor(() => expect(heading().textContent).toBe('This link is not valid'));
    expect(screen.getByText(jobAlertMessages.badLink)).toBeTruthy();
  });

  it("shows the API's detail for a link it refuses", async () => {
    vi.stubGlobal('fetch', routeApi(answer(400, { detail: jobAlertMessages.badLink })).fn);
    renderScreen(<JobAlertUnsubscribePage />, '/jobs/alerts/unsubscribe?token=forged');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(jobAlertMessages.badLink)).toBeTruthy();
    expect(heading().textContent).toBe('This link is not valid');
  });

  it('keeps the button after a failure that a retry may fix', async () => {
    vi.stubGlobal('fetch', routeApi(answer(503, {})).fn);
    renderScreen(<JobAlertUnsubscribePage />, '/jobs/alerts/unsubscribe?token=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('says a link without a token is not valid, and offers a student their alerts', () => {
    setSession(student);
    renderScreen(<JobAlertUnsubscribePage />, '/jobs/alerts/unsubscribe');
    expect(screen.getByText(jobAlertMessages.badLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Manage your job alerts' });
    expect(link.getAttribute('href')).toBe('/profile/student');
  });
});
