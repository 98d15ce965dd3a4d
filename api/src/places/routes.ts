// Places behind the API (SPEC section 7, "External"): suggestions, details, and the caller's
// approximate location. Public: the browse screen uses them before anyone signs in.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { HttpError } from '../plugins/http/http-error';
import { locateIp } from './ip-location';
import { PlacesUnavailableError } from './provider';
import { endpointRoute } from '../plugins/http/endpoint-route';

export const PLACE_NOT_FOUND_DETAIL = 'Place not found.';
export const PLACES_UNAVAILABLE_DETAIL = 'Location search is unavailable. Please try again.';

async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PlacesUnavailableError) {
      throw new HttpError(502, PLACES_UNAVAILABLE_DETAIL);
    }
    throw error;
  }
}

const placesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.places.autocomplete),
    handler: async (request) => {
      await app.rateLimit.consume('places', request);
      const q = request.query;
      const suggestions = await orUnavailable(
        app.places.autocomplete({
          input: q.input,
          sessionToken: q.session_token,
          lat: q.lat,
          lng: q.lng,
          country: q.country,
        }),
      );
      return { suggestions };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.places.details),
    handler: async (request) => {
      await app.rateLimit.consume('places', request);
      const { place_id: placeId, session_token: sessionToken } = request.query;
      const place = await orUnavailable(app.places.details(placeId, sessionToken));
      if (!place) throw new HttpError(404, PLACE_NOT_FOUND_DETAIL);
      return place;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.places.ipLocation),
    handler: async (request, reply) => {
      await app.rateLimit.consume('places', request);
      // The answer depends on who asks: never cache it in a shared cache.
      void reply.header('cache-control', 'private, max-age=3600').header('vary', 'x-forwarded-for');
      // The client as TRUST_PROXY defines it, the same address the rate limits count.
      return locateIp(request.ip);
    },
  });
  done();
};

export default placesRoutes;
