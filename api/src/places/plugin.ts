// `app.places`: Google Places when GOOGLE_MAPS_API_KEY is set, else the offline gazetteer.
// `app.placeNames`: names a point from the offline gazetteer whichever provider suggests places
// (Google has no lookup by coordinates in the API we call), so a name the server writes in a mail
// never comes from the request. It shares the gazetteer's index when that is the provider.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GazetteerPlacesProvider } from './gazetteer';
import { GooglePlacesProvider } from './google';
import type { PlaceNamer } from './place-names';
import type { PlacesProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesProvider;
    placeNames: PlaceNamer;
  }
}

export default fp(
  async (
    app: FastifyInstance,
    options: { googleMapsApiKey: string | undefined; places?: PlacesProvider },
  ) => {
    const provider =
      options.places ??
      (options.googleMapsApiKey
        ? new GooglePlacesProvider(options.googleMapsApiKey)
        : new GazetteerPlacesProvider());
    app.decorate('places', provider);
    // The gazetteer loads its file on first use only, so this costs nothing until a name is asked.
    app.decorate(
      'placeNames',
      provider instanceof GazetteerPlacesProvider ? provider : new GazetteerPlacesProvider(),
    );
  },
  { name: 'places' },
);
