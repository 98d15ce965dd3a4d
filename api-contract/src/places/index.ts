// api-contract/places: the places module's contract (api/src/places). Its endpoint entries are the
// `places` namespace (`places.autocomplete`).
export * from './places';
export * as places from './endpoints';
