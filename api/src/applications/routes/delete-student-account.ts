// DELETE /student/account (students only): removes the account and everything of it, then the
// resume files, and clears the session cookies (the sessions went with the account).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { clearSessionCookies, secureCookies } from '../../accounts/auth/cookies';
import { requireUser } from '../../accounts/auth/plugin';
import { removeResumeFiles } from '../../storage/remove-files';
import { deleteStudentAccount } from '../delete-student-account';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const deleteStudentAccountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const secure = secureCookies(app.config.publicUrl);
  app.route({
    ...endpointRoute(app, endpoints.applications.deleteStudentAccount),
    handler: async (request, reply) => {
      const keys = await deleteStudentAccount(app.db, requireUser(request).id);
      // After the commit: a file that cannot be removed is logged, the account is gone anyway.
      await removeResumeFiles(app.resumeStorage, keys ?? [], request.log);
      clearSessionCookies(reply, secure);
      return { ok: true as const };
    },
  });
  done();
};

export default deleteStudentAccountRoutes;
