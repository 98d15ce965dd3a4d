import { describe, expect, it } from 'vitest';
import { defaultFilter } from '../browse-filter';
import { filterFromSearch, withFilter } from '../browse-url';

const search = (text: string) => new URLSearchParams(text);
const newtown = { name: 'Newtown NSW', lat: -33.8976, lng: 151.1785 };

describe('the filter in the URL', () => {
  it('reads words, place, radius and minimum pay', () => {
    expect(
      filterFromSearch(
        search('q=barista&place=Newtown+NSW&lat=-33.8976&lng=151.1785&radius=10&min_pay=35'),
      ),
    ).toEqual({ words: 'barista', place: newtown, radiusKm: 10, minHourlyCents: 3500 });
    expect(filterFromSearch(search(''))).toEqual(defaultFilter());
  });

  it('drops the parts of a hand-edited link that make no sense', () => {
    // A place needs its name and both coordinates; a radius is one the select offers.
    expect(filterFromSearch(search('place=Newtown&lat=-33.9')).place).toBeNull();
    expect(filterFromSearch(search('place=Newtown&lat=-133&lng=151')).place).toBeNull();
    expect(filterFromSearch(search('place=Newtown&lat=x&lng=151')).place).toBeNull();
    expect(filterFromSearch(search('place=A&lat=1&lng=2&radius=7')).radiusKm).toBe(5);
    expect(filterFromSearch(search('radius=20')).radiusKm).toBe(5);
    expect(filterFromSearch(search('q=%20%20')).words).toBe('');
    expect(filterFromSearch(search(`q=${'a'.repeat(150)}`)).words).toHaveLength(100);
  });

  it('writes only what differs from the default, and keeps parameters of others', () => {
    const filter = { words: ' barista ', place: newtown, radiusKm: 10, minHourlyCents: 3500 };
    expect(withFilter(search('ref=mail'), filter).toString()).toBe(
      'ref=mail&q=barista&place=Newtown+NSW&lat=-33.8976&lng=151.1785&radius=10&min_pay=35',
    );
    expect(withFilter(search('q=old&min_pay=35&ref=mail'), defaultFilter()).toString()).toBe(
      'ref=mail',
    );
  });

  it('reads back what it writes, coordinates to about a metre', () => {
    const filter = {
      words: 'dog walker',
      place: { name: 'Bondi NSW', lat: -33.891234567, lng: 151.274876543 },
      radiusKm: 2,
      minHourlyCents: null,
    };
    expect(filterFromSearch(withFilter(search(''), filter))).toEqual({
      ...filter,
      place: { name: 'Bondi NSW', lat: -33.89123, lng: 151.27488 },
    });
  });
});
