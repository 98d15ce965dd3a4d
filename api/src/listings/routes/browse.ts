// GET /system/jobs/by-category (public): open listings of one category, newest first, by keyset
// cursor, optionally within a radius and above a pay (listings/browse.ts), and matching search
// words (listings/search/ranked-search.ts). Limited per client (plugins/rate-limit/limits.ts,
// `browse`); words whose cost has no bound are refused (listings/search/costly-words.ts).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { browseListings } from '../browse';
import { marketNow } from '../capacity';
import { AbsentWords } from '../search/absent-words';
import { searchListings } from '../search/ranked-search';
import { WordsQueries } from '../search/words-query';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const browseRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const wordsQueries = new WordsQueries();
  const absentWords = new AbsentWords();
  app.route({
    ...endpointRoute(app, endpoints.listings.jobsByCategory),
    handler: async (request) => {
      const { query } = request;
      await app.rateLimit.consume('browse', request);
      const at = marketNow(app.now());
      const wordsQuery = query.q ? await wordsQueries.toQuery(app.db, query.q) : null;
      // Words that leave no term ("the") search as without words.
      return wordsQuery === null
        ? browseListings(app.db, query, at)
        : searchListings(app.db, query, at, wordsQuery, absentWords);
    },
  });
  done();
};

export default browseRoutes;
