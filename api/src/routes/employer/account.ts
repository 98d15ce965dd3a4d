// DELETE /employer/account: removes the employer and everything of theirs, then the resume files,
// mails each applicant whose application went with a listing, and clears the session cookies.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-kit/contract';
import { clearSessionCookies, secureCookies } from '../../auth/cookies';
import { deleteEmployerAccount } from '../../employers/delete-account';
import { listingWithdrawnMail } from '../../mail/templates';
import { requireUser } from '../../plugins/app/auth';
import { removeResumeFiles } from '../../storage/remove-files';
import { endpointRoute } from '../endpoint-route';

const employerAccountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const secure = secureCookies(app.config.publicUrl);
  app.route({
    ...endpointRoute(app, endpoints.employer.deleteAccount),
    handler: async (request, reply) => {
      const deleted = await deleteEmployerAccount(app.db, requireUser(request).id);
      if (deleted) {
        await removeResumeFiles(app.resumeStorage, deleted.resumeKeys, request.log);
        for (const applicant of deleted.applicants) {
          const job = { title: applicant.title, businessName: deleted.businessName };
          app.mail.sendLater(listingWithdrawnMail(applicant.email, job, app.config.publicUrl));
        }
      }
      clearSessionCookies(reply, secure);
      return { ok: true as const };
    },
  });
  done();
};

export default employerAccountRoutes;
