// DELETE /employer/account: removes the employer and everything of theirs (queuing a mail to each
// applicant whose application went with a listing), then the resume files, and clears the session
// cookies.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { clearSessionCookies, secureCookies } from '../../accounts/auth/cookies';
import { deleteEmployerAccount } from '../delete-employer-account';
import { requireUser } from '../../accounts/auth/plugin';
import { removeResumeFiles } from '../../storage/remove-files';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const deleteEmployerAccountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const secure = secureCookies(app.config.publicUrl);
  app.route({
    ...endpointRoute(app, endpoints.applications.deleteEmployerAccount),
    handler: async (request, reply) => {
      const deleted = await deleteEmployerAccount(app.db, requireUser(request).id, {
        publicUrl: app.config.publicUrl,
        now: app.now(),
      });
      if (deleted) {
        app.mail.kick();
        await removeResumeFiles(app.resumeStorage, deleted.resumeKeys, request.log);
      }
      clearSessionCookies(reply, secure);
      return { ok: true as const };
    },
  });
  done();
};

export default deleteEmployerAccountRoutes;
