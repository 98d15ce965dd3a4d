// GET /employer/applications/{id}, POST …/{id}/status and GET …/{id}/resume (owner only).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-kit/contract';
import { decideApplication } from '../../applications/decide';
import { applicationDetail, findViewableApplication } from '../../applications/employer-review';
import { applicationRejectedMail, applicationSeenMail } from '../../mail/templates';
import { requireUser } from '../../plugins/app/auth';
import { endpointRoute } from '../endpoint-route';

const employerApplicationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.employer.application),
    handler: async (request) => {
      const row = await findViewableApplication(app.db, requireUser(request).id, request.params.id);
      return applicationDetail(app.db, row);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.employer.setApplicationStatus),
    handler: async (request) => {
      const decision = request.body.new_status;
      const decided = await decideApplication(app.db, {
        applicationId: request.params.id,
        employerId: requireUser(request).id,
        decision,
      });
      // After the commit, in the background: a mail failure is logged, the decision stands.
      // Platform notices go to the verified account address (the preferred email is the
      // contact the student gave the employer).
      const job = { title: decided.title, businessName: decided.businessName };
      const mail = decision === 'seen' ? applicationSeenMail : applicationRejectedMail;
      app.mail.sendLater(mail(decided.studentEmail, job, app.config.publicUrl));
      return { status: decision };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.employer.applicationResume),
    handler: async (request) => {
      const row = await findViewableApplication(app.db, requireUser(request).id, request.params.id);
      return {
        url: app.resumeStorage.createDownloadUrl(row.storageKey, row.fileName, app.now()),
      };
    },
  });
  done();
};

export default employerApplicationRoutes;
