import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { EmployerListing } from 'api-contract/listings';
import { theme } from 'shared-kit';
import { fakeFetch, renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingCard } from '../components/listing-card';
import { ListingsSection } from '../components/listings-section';
import { ListingStatus } from '../components/listing-status';
import { ListingTitle } from '../components/listing-title';
import { FINGER_TARGET } from '../tap-targets';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const removed: EmployerListing = {
  id: '00000000-0000-4000-8000-000000000007',
  title: 'Flyer drop',
  status: 'removed',
  expiry_date: '2030-01-01',
  created_at: '2026-01-01T00:00:00.000Z',
  applications_count: 0,
  pay: {
    amount_cents: 3300,
    unit: 'hour',
    employment_type: 'casual',
    hours_min: 10,
    hours_max: 15,
    hourly_cents: 3300,
    schedule: '',
    junior_rates: false,
  },
  removal: 'reports',
};

const show = (node: ReactElement, path = '/profile/employer') => renderScreen(node, path);

/** The rules styled-components wrote for `element`'s classes inside the phone's media query. */
function phoneRules(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('');
  const query = `@media (max-width: ${theme.breakpoints.mobile})`;
  const blocks: string[] = [];
  for (let at = css.indexOf(query); at >= 0; at = css.indexOf(query, at + 1)) {
    const open = css.indexOf('{', at);
    let depth = 0;
    let end = open;
    do {
      if (css[end] === '{') depth += 1;
      if (css[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0 && end < css.length);
    blocks.push(css.slice(open + 1, end - 1));
  }
  const names = Array.from(element.classList).map((name) => `.${name}`);
  return blocks.filter((block) => names.some((name) => block.startsWith(name))).join('\n');
}

afterEach(cleanup);

describe('a removed listing’s badge', () => {
  it('says who removed it and why in kind, on the table and on the phone’s card', () => {
    show(<ListingStatus listing={removed} />);
    expect(screen.getByText('Removed')).toBeTruthy();
    expect(screen.getByText('Removed by our team: students reported it')).toBeTruthy();
    cleanup();
    show(
      <ListingCard
        listing={{ ...removed, removal: 'by_you' }}
        expanded={false}
        onToggle={() => {}}
        action={null}
      />,
    );
    expect(screen.getByText('Deleted by you')).toBeTruthy();
  });

  it('is the bare badge for an API that does not say', () => {
    const { removal: _r, ...older } = removed;
    show(<ListingStatus listing={older} />);
    expect(screen.getByText('Removed')).toBeTruthy();
    expect(screen.queryByText(/our team|by you/)).toBeNull();
  });
});

describe('tap targets at phone widths', () => {
  it('makes the listing’s expand control a fingertip each way', () => {
    show(<ListingTitle listing={removed} expanded={false} onToggle={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Flyer drop' });
    const rules = phoneRules(toggle);
    expect(rules).toContain(`min-height:${FINGER_TARGET}`);
    expect(rules).toContain(`min-width:${FINGER_TARGET}`);
  });

  it('makes Close and Delete a fingertip each, 8px apart', async () => {
    const live = { ...removed, status: 'posted', removal: null };
    vi.stubGlobal(
      'fetch',
      fakeFetch({ status: 200, body: { listings: [live], total_listings: 1 } }).fn,
    );
    show(<ListingsSection />);
    const remove = await screen.findByRole('button', { name: 'Delete listing: Flyer drop' });
    const actions = remove.parentElement;
    if (!actions) throw new Error('no actions');
    const rules = phoneRules(actions);
    expect(rules).toContain(
      ` >button,.${actions.classList[actions.classList.length - 1]} >a{min-height:${FINGER_TARGET};min-width:${FINGER_TARGET};}`,
    );
    expect(rules).toContain(`gap:${theme.space.sm}`);
    vi.unstubAllGlobals();
  });
});

describe('back from an application', () => {
  it('opens that listing’s applications and brings its row into view', async () => {
    const live = { ...removed, status: 'posted', removal: null };
    const other = { ...live, id: '00000000-0000-4000-8000-000000000008', title: 'Barista' };
    vi.stubGlobal(
      'fetch',
      fakeFetch(
        { status: 200, body: { listings: [other, live], total_listings: 2 } },
        { status: 200, body: { applications: [] } },
      ).fn,
    );
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    show(<ListingsSection />, `/profile/employer?listing=${live.id}`);
    const toggle = await screen.findByRole('button', { name: 'Flyer drop' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Barista' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    vi.unstubAllGlobals();
  });
});
