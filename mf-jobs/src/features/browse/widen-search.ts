import { RADIUS_OPTIONS_KM } from 'api-contract/common';
import { formatDollars } from 'api-contract/listings';
import type { BrowseFilter } from './browse-filter';

/** One way out of a search that found nothing: its button's words and the filter it applies. */
export interface WideningStep {
  label: string;
  next: BrowseFilter;
}

/** The next radius the select offers above `km`, or null at the widest. */
export function nextRadius(km: number): number | null {
  return RADIUS_OPTIONS_KM.find((option) => option > km) ?? null;
}

/**
 * What could find more than an empty search did, most gentle first: the next radius, then each
 * active filter cleared on its own (the place, the minimum pay, the words).
 */
export function wideningSteps(filter: BrowseFilter): WideningStep[] {
  const steps: WideningStep[] = [];
  const wider = filter.place ? nextRadius(filter.radiusKm) : null;
  if (wider !== null) {
    steps.push({ label: `Widen to ${wider} km`, next: { ...filter, radiusKm: wider } });
  }
  if (filter.place) {
    steps.push({ label: 'Search every location', next: { ...filter, place: null } });
  }
  if (filter.minHourlyCents !== null) {
    steps.push({
      label: `Clear minimum pay (${formatDollars(filter.minHourlyCents)}+/h)`,
      next: { ...filter, minHourlyCents: null },
    });
  }
  if (filter.words !== '') {
    steps.push({ label: 'Clear search words', next: { ...filter, words: '' } });
  }
  return steps;
}

/** The active filters in a phrase: "within 5 km of Newtown NSW, paying $35+/h". */
export function filterPhrase(filter: BrowseFilter): string {
  const parts: string[] = [];
  if (filter.place) parts.push(`within ${filter.radiusKm} km of ${filter.place.name}`);
  if (filter.minHourlyCents !== null) {
    parts.push(`paying ${formatDollars(filter.minHourlyCents)}+/h`);
  }
  return parts.join(', ');
}
