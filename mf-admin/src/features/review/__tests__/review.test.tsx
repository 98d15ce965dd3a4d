import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewScreen } from '../components/review-screen';
import { ID, listing, offered, reasonBox, show } from './review-fixtures';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reviewing a listing', () => {
  it('shows why it is held, with the words that tripped each signal, the listing, its reports and past decisions', async () => {
    const api = show({ status: 200, body: listing });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Easy online data entry' }),
    ).toBeTruthy();
    expect(api.calls[0]?.url).toBe(`/api/moderator/listings/${ID}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Held for review')).toBeTruthy();

    const reasons = screen.getByRole('region', { name: 'Why it is held' });
    expect(within(reasons).getByText('Asks for bank or card details')).toBeTruthy();
    expect(
      within(reasons).getByText('“message me on whatsapp with your bank details”'),
    ).toBeTruthy();

    const text = screen.getByRole('region', { name: 'The listing' });
    expect(within(text).getByText('Work from home, paid daily')).toBeTruthy();
    // The tripping words are marked where they stand in the description.
    expect(within(text).getByText('message me on WhatsApp with your bank details').tagName).toBe(
      'MARK',
    );
    expect(within(text).getByText('Sydney NSW')).toBeTruthy();
    expect(text.textContent).toContain('$45/h casual · 5–10 h/week');
    expect(within(text).getByText('Apr 30, 2026')).toBeTruthy();
    expect(within(text).getByText('What is your bank?')).toBeTruthy();

    const reports = screen.getByRole('region', { name: 'Reports: 1 open, 1 closed' });
    expect(within(reports).getByText('Scam or fraud')).toBeTruthy();
    expect(within(reports).getByText('“They asked me for my card number.”')).toBeTruthy();
    expect(within(reports).getByText('Misleading or false')).toBeTruthy();
    expect(within(reports).getByText('Open')).toBeTruthy();
    expect(within(reports).getByText('Closed')).toBeTruthy();

    const past = screen.getByRole('region', { name: 'Past decisions' });
    expect(within(past).getByText('Approved')).toBeTruthy();
    expect(within(past).getByText('“Checked with the business by phone.”')).toBeTruthy();
    expect(
      within(past).getByText(/By moderator@demo\.studentgigs\.au on Feb 21, 2026/),
    ).toBeTruthy();

    const employer = screen.getByRole('region', { name: 'Employer' });
    expect(within(employer).getByText('Quick Cash Promotions')).toBeTruthy();
    expect(within(employer).getByText('2 (this one included)')).toBeTruthy();
  });

  it('shows the employer’s request for a review, in their words, right before the decision', async () => {
    const request = {
      message: 'The bank details line was a template left in by mistake.\nPlease look again.',
      created_at: '2026-03-03T12:00:00.000Z',
    };
    show({ status: 200, body: { ...listing, review_request: request } });
    const asked = await screen.findByRole('region', { name: 'The employer asks for a review' });
    expect(
      within(asked).getByText(`“${request.message}”`, { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(within(asked).getByText('Asked Mar 3, 2026')).toBeTruthy();
    const decision = screen.getByRole('region', { name: 'Decision' });
    expect(asked.compareDocumentPosition(decision) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([null, undefined])('shows no request when there is none (%s)', async (request) => {
    show({ status: 200, body: { ...listing, review_request: request } });
    await screen.findByRole('region', { name: 'Decision' });
    expect(screen.queryByRole('region', { name: 'The employer asks for a review' })).toBeNull();
  });

  it('asks for a decision and a reason before sending anything, as the API would', async () => {
    const api = show({ status: 200, body: listing });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Send decision' }));
    expect(screen.getByText('Choose a decision.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    fireEvent.change(reasonBox(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(reasonBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Choose a decision.')).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it('publishes a held listing, says so and reads it again', async () => {
    const api = show(
      { status: 200, body: listing },
      { status: 200, body: { status: 'posted' } },
      { status: 200, body: { ...listing, status: 'posted', reports: 0 } },
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    fireEvent.change(reasonBox(), {
      target: { value: '  Called the business: the bank details were a typo.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Published.')).toBeTruthy();
    expect(api.calls[1]).toMatchObject({
      url: `/api/moderator/listings/${ID}/decision`,
      body: { decision: 'approve', reason: 'Called the business: the bank details were a typo.' },
    });
    await waitFor(() => expect(offered()).toEqual(['remove']));
    expect(api.calls[2]?.url).toBe(`/api/moderator/listings/${ID}`);
    expect(screen.getByRole('link', { name: 'Back to the queue' }).getAttribute('href')).toBe(
      '/moderation',
    );
    expect(reasonBox().value).toBe('');
  });

  it('says what a removal does and waits for the confirmation before removing', async () => {
    const api = show(
      { status: 200, body: listing },
      { status: 200, body: { status: 'removed' } },
      { status: 200, body: { ...listing, status: 'removed', reports: 0 } },
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Remove' }));
    fireEvent.change(reasonBox(), {
      target: { value: 'Asks applicants for their bank details.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove…' }));

    const dialog = screen.getByRole('dialog', { name: 'Remove this listing?' });
    expect(
      within(dialog).getByText(
        'The listing is taken down, its applicants are warned, and the employer cannot post until reviewed.',
      ),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove listing' }));

    expect(await screen.findByText('Removed; applicants warned and posting paused.')).toBeTruthy();
    expect(api.calls[1]?.body).toEqual({
      decision: 'remove',
      reason: 'Asks applicants for their bank details.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a rejection was sent to the employer', async () => {
    show(
      { status: 200, body: listing },
      { status: 200, body: { status: 'removed' } },
      { status: 200, body: { ...listing, status: 'removed', reports: 0 } },
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    fireEvent.change(reasonBox(), {
      target: { value: 'Jobs here may not ask for bank details before hiring.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Not published; the employer was told why.')).toBeTruthy();
  });

  it('shows the API’s words on a 409 and reads the listing again', async () => {
    const detail = 'Only a held listing can be rejected.';
    const api = show(
      { status: 200, body: listing },
      { status: 409, body: { detail } },
      { status: 200, body: { ...listing, status: 'posted', reports: 1 } },
    );
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Reject' }));
    fireEvent.change(reasonBox(), {
      target: { value: 'Not a real job.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));

    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    await waitFor(() => expect(offered()).toEqual(['approve', 'remove']));
    expect(api.calls[2]?.url).toBe(`/api/moderator/listings/${ID}`);
    expect(screen.getByText('Live')).toBeTruthy();
    // The reason stays, ready for the decision that fits now.
    expect(reasonBox().value).toBe('Not a real job.');
  });

  it('says so beside the button when sending fails, and keeps what was typed', async () => {
    const api = show({ status: 200, body: listing }, { status: 503 });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    fireEvent.change(reasonBox(), {
      target: { value: 'Checked with the business.' },
    });
    const button = screen.getByRole('button', { name: 'Approve' });
    fireEvent.click(button);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your decision was not saved. Please try again.');
    expect(alert.parentElement).toBe(button.parentElement);
    expect(reasonBox().value).toBe('Checked with the business.');
    expect(screen.getByRole('radio', { name: 'Approve' })).toHaveProperty('checked', true);
    expect(screen.queryByText('Published.')).toBeNull();
    expect(api.calls).toHaveLength(2);
  });

  it('says when the listing does not exist, with the way back to the queue', async () => {
    show({ status: 404, body: { detail: 'Listing not found' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find this listing." }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the queue' }).getAttribute('href')).toBe(
      '/moderation',
    );
  });

  it('does not ask for a listing when the link carries no id', () => {
    const api = fakeFetch();
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<ReviewScreen />, '/moderation/listing?id=42&from=reported');
    expect(screen.getByRole('heading', { name: "We couldn't find this listing." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the queue' }).getAttribute('href')).toBe(
      '/moderation?status=reported',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('goes back to the requests tab when it came from there', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: listing }).fn);
    renderScreen(<ReviewScreen />, `/moderation/listing?id=${ID}&from=requests`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: '← Back to the queue' }).getAttribute('href')).toBe(
      '/moderation?status=requests',
    );
  });

  it('reinstates a paused employer with a reason, and says so; a failure keeps the text', async () => {
    const paused = { ...listing, employer: { ...listing.employer, posting_suspended: true } };
    const api = show(
      { status: 200, body: paused },
      { status: 503, body: { detail: 'Try again in a minute.' } },
      { status: 200, body: { posting_suspended: false } },
      { status: 200, body: listing },
    );
    const employer = await screen.findByRole('region', { name: 'Employer' });
    expect(within(employer).getByText('Paused until reviewed')).toBeTruthy();
    const reinstate = within(employer).getByRole('button', { name: 'Reinstate posting' });
    fireEvent.click(reinstate);
    expect(await within(employer).findByText('This field is required.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    const why = within(employer).getByRole('textbox', {
      name: /Why posting can open again/,
    });
    fireEvent.change(why, { target: { value: 'Spoke with the owner.' } });
    fireEvent.click(reinstate);
    expect((await within(employer).findByRole('alert')).textContent).toBe('Try again in a minute.');
    expect((why as HTMLTextAreaElement).value).toBe('Spoke with the owner.');

    fireEvent.click(reinstate);
    expect(
      await screen.findByText('Posting is open again; the employer was told why.'),
    ).toBeTruthy();
    expect(api.calls[2]).toMatchObject({
      url: `/api/moderator/employers/${listing.employer.employer_id}/reinstate`,
      body: { reason: 'Spoke with the owner.' },
    });
  });

  it('offers no reinstatement for an employer who may post', async () => {
    show({ status: 200, body: listing });
    const employer = await screen.findByRole('region', { name: 'Employer' });
    expect(within(employer).queryByRole('button', { name: 'Reinstate posting' })).toBeNull();
  });
});
