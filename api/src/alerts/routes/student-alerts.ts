// The student's job alerts: list, create, pause/resume or change, delete.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from '../job-alerts';
import { requireUser } from '../../accounts/auth/plugin';
import { WordsQueries } from '../../listings/search/words-query';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const studentAlertRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // An alert searches its words on every run: words whose cost has no bound are refused as browse
  // refuses them (listings/search/costly-words.ts).
  const wordsQueries = new WordsQueries();
  app.route({
    ...endpointRoute(app, endpoints.alerts.studentAlerts),
    handler: async (request) => ({ alerts: await listJobAlerts(app.db, requireUser(request).id) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.alerts.createAlert),
    handler: async (request, reply) => {
      await wordsQueries.toQuery(app.db, request.body.search.q);
      const alert = await createJobAlert(app.db, {
        userId: requireUser(request).id,
        request: request.body,
        now: app.now(),
      });
      return reply.code(201).send({ alert });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.alerts.updateAlert),
    handler: async (request) => ({
      alert: await updateJobAlert(app.db, {
        userId: requireUser(request).id,
        alertId: request.params.id,
        change: request.body,
      }),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.alerts.deleteAlert),
    handler: async (request) => {
      await deleteJobAlert(app.db, { userId: requireUser(request).id, alertId: request.params.id });
      return { ok: true as const };
    },
  });
  done();
};

export default studentAlertRoutes;
