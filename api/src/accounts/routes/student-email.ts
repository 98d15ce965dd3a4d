// GET /student/email (students only): the account email, to prefill the apply form.
import { eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/http/http-error';
import { NOT_SIGNED_IN_DETAIL, requireUser } from '../auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const studentEmailRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.accounts.studentEmail),
    handler: async (request) => {
      const user = requireUser(request);
      const [row] = await app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, user.id));
      // The session outlived its account (deleted meanwhile).
      if (!row) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      return row;
    },
  });
  done();
};

export default studentEmailRoutes;
