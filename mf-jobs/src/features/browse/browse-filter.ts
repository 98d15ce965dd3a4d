import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM, type PickedPlace } from 'shared-kit';

/** The filter the categories are loaded with: a picked place (or none) and a radius. */
export interface BrowseFilter {
  place: PickedPlace | null;
  radiusKm: number;
}

/** No location and the default radius: what Clear goes back to. */
export const defaultFilter = (): BrowseFilter => ({ place: null, radiusKm: DEFAULT_RADIUS_KM });

export const radiusOptions = RADIUS_OPTIONS_KM.map((km) => ({
  value: String(km),
  label: `${km} km`,
}));
