import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { businessContactMessages as m, type EmployerProfileResponse } from 'api-contract/accounts';
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
  address: null,
  website: null,
  phone: null,
};

const card = () => screen.getByRole('region', { name: 'Business Details' });
const box = (name: RegExp) => within(card()).getByRole('textbox', { name });

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

const type = (name: RegExp, value: string) => fireEvent.change(box(name), { target: { value } });
const save = () => fireEvent.click(within(card()).getByRole('button', { name: 'Save' }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the business name, address, website and phone in Business Details', () => {
  it('shows them as saved, the website as a link that opens apart', () => {
    show({
      ...profile,
      address: { street: '12 King St', suburb: 'Newtown', state: 'NSW', postcode: '2042' },
      website: 'https://harbourlane.cafe/',
      phone: '0298765432',
    });
    expect(within(card()).getByText('12 King St, Newtown NSW 2042')).toBeTruthy();
    const link = within(card()).getByRole('link', { name: 'https://harbourlane.cafe/' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card()).getByText('02 9876 5432')).toBeTruthy();
  });

  it('renames the business and sends the new fields as the contract writes them', async () => {
    const api = fakeFetch({ status: 200, body: profile }, { status: 200, body: { ok: true } });
    vi.stubGlobal('fetch', api.fn);
    renderScreen(<CardFromCache />, '/profile/employer');
    await within(card()).findByText('Family cafe in Newtown.');
    edit();
    expect(box(/^Business name/)).toHaveProperty('value', 'Harbour Lane Cafe');
    type(/^Business name/, ' Harbour Lane Kitchen ');
    type(/^Suburb/, 'Newtown');
    fireEvent.change(within(card()).getByRole('combobox', { name: /^State/ }), {
      target: { value: 'NSW' },
    });
    type(/^Postcode/, '2042');
    type(/^Website/, 'harbourlane.cafe');
    type(/^Business phone/, '0412 345 678');
    save();
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]?.body).toEqual({
      business_name: 'Harbour Lane Kitchen',
      description: 'Family cafe in Newtown.',
      address: { street: '', suburb: 'Newtown', state: 'NSW', postcode: '2042' },
      website: 'https://harbourlane.cafe/',
      phone: '0412345678',
    });
    expect(await within(card()).findByText('Newtown NSW 2042')).toBeTruthy();
    expect(within(card()).getByText('0412 345 678')).toBeTruthy();
  });

  it('says what is wrong once a field is left, and sends nothing', () => {
    const api = show(profile);
    edit();
    type(/^Business name/, '  ');
    type(/^Suburb/, 'Newtown');
    type(/^Postcode/, '3000');
    type(/^Website/, 'javascript:alert(1)');
    expect(within(card()).queryByText(m.websiteHttps)).toBeNull();
    fireEvent.blur(box(/^Website/));
    expect(within(card()).getByText(m.websiteHttps)).toBeTruthy();
    save();
    expect(within(card()).getByText('This field is required.')).toBeTruthy();
    expect(within(card()).getByText(m.state)).toBeTruthy();
    expect(box(/^Business name/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(card()).getByRole('combobox', { name: /^State/ }), {
      target: { value: 'NSW' },
    });
    expect(within(card()).getByText(m.postcodeState)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows the API’s refusal beside its field', async () => {
    show(profile, { status: 400, body: { detail: `phone: ${m.phone}` } });
    edit();
    type(/^Business phone/, '0298765432');
    save();
    expect(await within(card()).findByText(m.phone)).toBeTruthy();
    expect(box(/^Business phone/).getAttribute('aria-invalid')).toBe('true');
    expect(within(card()).queryByRole('alert')).toBeNull();
  });

  it('leaves the address, website and phone out for an API that does not know them', () => {
    const { address: _a, website: _w, phone: _p, ...older } = profile;
    show(older);
    edit();
    expect(within(card()).queryByRole('textbox', { name: /^Website/ })).toBeNull();
    expect(box(/^Business name/)).toBeTruthy();
  });
});
