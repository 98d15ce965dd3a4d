// `app.places`: Google Places when GOOGLE_MAPS_API_KEY is set, else the offline gazetteer.
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../../lib/global-plugin';
import { GazetteerPlacesProvider } from '../../places/gazetteer';
import { GooglePlacesProvider } from '../../places/google';
import type { PlacesProvider } from '../../places/provider';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesProvider;
  }
}

export default globalPlugin(
  'places',
  (
    app: FastifyInstance,
    options: { googleMapsApiKey: string | undefined; places?: PlacesProvider },
  ) => {
    const provider =
      options.places ??
      (options.googleMapsApiKey
        ? new GooglePlacesProvider(options.googleMapsApiKey)
        : new GazetteerPlacesProvider());
    app.decorate('places', provider);
  },
);
