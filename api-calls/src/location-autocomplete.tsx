import { DEFAULT_LOCATION } from 'api-contract/common';
import { LocationField, type LocationFieldProps, type PlaceBias } from 'shared-kit';
import { placeLookup } from './places';
import { useIpLocation } from './reference-data';

/** Props of {@link LocationAutocomplete}: the kit's field's, with the lookup bound and bias optional. */
export interface LocationAutocompleteProps extends Omit<LocationFieldProps, 'lookup' | 'bias'> {
  /**
   * Point and country the suggestions lean toward; by default the visitor's IP location, or the
   * market's default (Sydney, AU) until it is known; null for none.
   */
  bias?: PlaceBias | null;
}

/**
 * The kit's location box with suggestions from our places API: the design stays in the shared
 * kit, the calls are this build's.
 */
export function LocationAutocomplete({ bias, ...props }: LocationAutocompleteProps) {
  const ip = useIpLocation(bias === undefined);
  return (
    <LocationField
      {...props}
      lookup={placeLookup}
      bias={bias === undefined ? (ip.data ?? DEFAULT_LOCATION) : bias}
    />
  );
}
