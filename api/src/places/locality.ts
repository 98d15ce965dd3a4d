// One Australian locality of the offline gazetteer, as gazetteer.ts indexes it and place-names.ts
// names points by it.
export interface Locality {
  id: string;
  name: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  /** "newtown nsw 2042", what the input is matched against. */
  search: string;
}
