// api-calls: the API calls more than one remote makes, with the kit's API client and the shared
// query client, compiled into each remote that imports them (never a Module Federation shared
// module): the reference data queries, an application's thread for its two sides, whose keys are the endpoints' paths so every remote shares
// one cached answer, and the places lookup with the location box bound to it. Here, not in
// shared-kit, so the kit the shell provides on every page names none of these endpoints.
export {
  categoriesQueryOptions,
  ipLocationQueryOptions,
  minimumWageQueryOptions,
  qualificationsQueryOptions,
  useCategories,
  useIpLocation,
  useMinimumWage,
  useQualifications,
} from './reference-data';
export { fetchIpLocation, placeLookup } from './places';
export { LocationAutocomplete, type LocationAutocompleteProps } from './location-autocomplete';
export {
  getThread,
  sendMessage,
  threadKey,
  useSendMessage,
  useThread,
  type ThreadSide,
} from './thread';
export { JOB_PAGES_KEY } from './job-pages';
