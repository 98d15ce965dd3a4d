// GET /employer/applications/{id}, POST …/{id}/status and GET …/{id}/resume (owner only).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  applicationResumeResponse,
  employerApplicationResponse,
  errorResponse,
  idParams,
  setApplicationStatusRequest,
  setApplicationStatusResponse,
} from 'shared-kit/contract';
import { decideApplication } from '../../applications/decide';
import { applicationDetail, findViewableApplication } from '../../applications/employer-review';
import { applicationRejectedMail, applicationSeenMail } from '../../mail/templates';
import { requireUser } from '../../plugins/app/auth';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

const employerApplicationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/applications/:id',
    {
      schema: {
        tags: ['employer'],
        summary: 'An application to review (not withdrawn or rejected)',
        params: idParams,
        response: { 200: employerApplicationResponse, ...errors },
      },
    },
    async (request) => {
      const row = await findViewableApplication(app.db, requireUser(request).id, request.params.id);
      return applicationDetail(app.db, row);
    },
  );

  app.post(
    '/applications/:id/status',
    {
      schema: {
        tags: ['employer'],
        summary: 'Mark a submitted application seen or rejected; the student is mailed',
        params: idParams,
        body: setApplicationStatusRequest,
        response: { 200: setApplicationStatusResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/applications/:id/resume',
    {
      schema: {
        tags: ['employer'],
        summary: "A short-lived download link to the application's resume",
        params: idParams,
        response: { 200: applicationResumeResponse, ...errors },
      },
    },
    async (request) => {
      const row = await findViewableApplication(app.db, requireUser(request).id, request.params.id);
      return {
        url: app.resumeStorage.createDownloadUrl(row.storageKey, row.fileName, app.now()),
      };
    },
  );
  done();
};

export default employerApplicationRoutes;
