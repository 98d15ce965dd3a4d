import { describe, expect, it } from 'vitest';
import { defaultFilter } from '../browse-filter';
import { filterPhrase, nextRadius, wideningSteps } from '../widen-search';

const NEWTOWN = { name: 'Newtown NSW', lat: -33.8976, lng: 151.1785 };

describe('ways to widen a search that found nothing', () => {
  it('offers the next radius, then each active filter cleared on its own', () => {
    const filter = { words: 'barista', place: NEWTOWN, radiusKm: 5, minHourlyCents: 3500 };
    expect(wideningSteps(filter)).toEqual([
      { label: 'Widen to 10 km', next: { ...filter, radiusKm: 10 } },
      { label: 'Search every location', next: { ...filter, place: null } },
      { label: 'Clear minimum pay ($35+/h)', next: { ...filter, minHourlyCents: null } },
      { label: 'Clear search words', next: { ...filter, words: '' } },
    ]);
    expect(filterPhrase(filter)).toBe('within 5 km of Newtown NSW, paying $35+/h');
  });

  it('offers no wider radius at the widest, nor without a place, and nothing without filters', () => {
    expect(nextRadius(50)).toBeNull();
    expect(nextRadius(2)).toBe(5);
    const widest = { ...defaultFilter(), place: NEWTOWN, radiusKm: 50 };
    expect(wideningSteps(widest).map((step) => step.label)).toEqual(['Search every location']);
    expect(wideningSteps({ ...defaultFilter(), radiusKm: 2 })).toEqual([]);
    expect(filterPhrase(defaultFilter())).toBe('');
  });
});
