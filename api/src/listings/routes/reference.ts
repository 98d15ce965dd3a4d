// Public system lists (SPEC section 7, "System"), and the minimum wage table pay is checked against.
import { asc } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { categoryCode, endpoints } from 'api-contract';
import { categories, qualifications } from '../../db/schema';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const referenceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.listings.qualifications),
    handler: async () => ({
      // By label, so the checkbox list reads alphabetically.
      qualifications: await app.db
        .select({ code: qualifications.code, label: qualifications.label })
        .from(qualifications)
        .orderBy(asc(qualifications.label), asc(qualifications.code)),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.listings.jobCategories),
    handler: async () => {
      const rows = await app.db
        .select({ code: categories.code, display_name: categories.displayName })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.code));
      // The table holds plain text; the contract holds the known codes.
      return { categories: rows.map((row) => ({ ...row, code: categoryCode.parse(row.code) })) };
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.listings.minimumWage),
    handler: () => ({
      rates: [...app.minimumWages.rates],
      table_ends: app.minimumWages.tableEnds,
    }),
  });
  done();
};

export default referenceRoutes;
