import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { abnMessages, type EmployerProfileResponse } from 'api-contract/accounts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '../api/get-profile';
import { BusinessDetails } from '../components/business-details';

/** The card as the page shows it: with the profile the query cache holds. */
function CardFromCache() {
  return <BusinessDetails profile={useProfile().data} />;
}

const profile: EmployerProfileResponse = {
  business_name: 'Harbour Lane Cafe',
  email: 'owner@harbourlane.example',
  description: 'Family cafe in Newtown.',
  abn: null,
  abn_check: null,
};

const card = () => screen.getByRole('region', { name: 'Business Details' });
const abnBox = () => within(card()).getByRole('textbox', { name: /^ABN/ });

function show(value: EmployerProfileResponse, ...answers: { status: number; body?: unknown }[]) {
  const api = fakeFetch(...answers);
  vi.stubGlobal('fetch', api.fn);
  renderScreen(<BusinessDetails profile={value} />, '/profile/employer');
  return api;
}

function edit() {
  fireEvent.click(within(card()).getByRole('button', { name: 'Edit' }));
  fireEvent.click(
    within(card()).getByRole('checkbox', {
      name: 'I confirm the information I have provided is accurate.',
    }),
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the ABN in Business Details', () => {
  it('offers an optional ABN field, says where it is shown, and saves it as digits', async () => {
    const api = fakeFetch({ status: 200, body: profile }, { status: 200, body: { ok: true } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<CardFromCache />, '/profile/employer');
    await within(card()).findByText('Family cafe in Newtown.');
    expect(within(card()).getByText('Add your ABN so students can look you up.')).toBeTruthy();
    edit();
    expect(within(card()).getByText('(optional)')).toBeTruthy();
    expect(abnBox().getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(card()).getByText(
        'Shown on your listings, so students can check your business on ABN Lookup.',
      ),
    ).toBeTruthy();
    fireEvent.change(abnBox(), { target: { value: '51 824 753 556' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]).toEqual({
      url: '/api/employer/profile',
      body: {
        business_name: 'Harbour Lane Cafe',
        description: 'Family cafe in Newtown.',
        abn: '51824753556',
      },
    });
    // Saved: the ABN as the register writes it, and no word of a check not yet made.
    expect(await within(card()).findByText('ABN 51 824 753 556')).toBeTruthy();
    expect(within(card()).queryByText(/Checked with the ABR/)).toBeNull();
  });

  it('says what is wrong with a mistyped ABN once the field is left, and sends nothing', () => {
    const api = show(profile);
    edit();
    fireEvent.change(abnBox(), { target: { value: '51 824 753' } });
    expect(within(card()).queryByText(abnMessages.format)).toBeNull();
    fireEvent.blur(abnBox());
    expect(within(card()).getByText(abnMessages.format)).toBeTruthy();
    expect(abnBox().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(abnBox(), { target: { value: '51 824 753 557' } });
    expect(within(card()).getByText(abnMessages.checksum)).toBeTruthy();
    fireEvent.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(api.calls).toEqual([]);
  });

  it('shows the API’s refusal of the ABN beside the field', async () => {
    show(profile, { status: 400, body: { detail: `abn: ${abnMessages.checksum}` } });
    edit();
    fireEvent.change(abnBox(), { target: { value: '51824753556' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(await within(card()).findByText(abnMessages.checksum)).toBeTruthy();
    expect(abnBox().getAttribute('aria-invalid')).toBe('true');
    expect(within(card()).queryByRole('alert')).toBeNull();
  });

  it('sends no ABN when it is unchanged, and an empty one to remove it', async () => {
    const withAbn = { ...profile, abn: '51824753556' };
    const api = show(
      withAbn,
      { status: 200, body: { ok: true } },
      { status: 200, body: { ok: true } },
    );
    edit();
    expect(abnBox()).toHaveProperty('value', '51 824 753 556');
    fireEvent.click(within(card()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).not.toHaveProperty('abn');
    await within(card()).findByRole('button', { name: 'Edit' });
    edit();
    fireEvent.change(abnBox(), { target: { value: '' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]?.body).toMatchObject({ abn: '' });
  });

  it('says when the register was asked and what it said, or nothing before', () => {
    show({
      ...profile,
      abn: '51824753556',
      abn_check: { status: 'active', looked_up_at: '2026-11-29T03:00:00.000Z' },
    });
    expect(within(card()).getByText('ABN 51 824 753 556')).toBeTruthy();
    expect(within(card()).getByText('Checked with the ABR on Nov 29, 2026: active')).toBeTruthy();
    cleanup();
    show({
      ...profile,
      abn: '51824753556',
      abn_check: { status: 'cancelled', looked_up_at: '2026-11-29T03:00:00.000Z' },
    });
    expect(
      within(card()).getByText(/Checked with the ABR on Nov 29, 2026: cancelled\./),
    ).toBeTruthy();
  });

  it('leaves the ABN out for an API that does not know it', () => {
    const older = {
      business_name: profile.business_name,
      email: profile.email,
      description: profile.description,
    };
    show(older);
    expect(within(card()).queryByText(/ABN/)).toBeNull();
    edit();
    expect(within(card()).queryByRole('textbox', { name: /^ABN/ })).toBeNull();
  });

  it('marks the job pages the employer opened before as stale, so Back shows the new ABN', async () => {
    let client: QueryClient | undefined;
    const jobKey = ['student', 'jobs', '00000000-0000-4000-8000-000000000042', null];
    function WithAJobPageCached() {
      const queries = useQueryClient();
      useEffect(() => {
        queries.setQueryData(jobKey, { business_name: 'Harbour Lane Cafe', abn: null });
        client = queries;
      }, [queries]);
      return <CardFromCache />;
    }
    const api = fakeFetch({ status: 200, body: profile }, { status: 200, body: { ok: true } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<WithAJobPageCached />, '/profile/employer');
    await within(card()).findByText('Family cafe in Newtown.');
    expect(client?.getQueryState(jobKey)?.isInvalidated).toBe(false);
    edit();
    fireEvent.change(abnBox(), { target: { value: '51 824 753 556' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client?.getQueryState(jobKey)?.isInvalidated).toBe(true));
  });
});
