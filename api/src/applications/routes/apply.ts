// POST /student/jobs/apply, POST /student/jobs/apply/{application_id}/uploaded and
// DELETE /student/jobs/apply/{application_id} (students only). Applying is rate-limited, takes a
// slot and answers with a presigned POST for the resume; the screen uploads, says so, and cancels
// with the DELETE if either fails (SPEC section 4, "Apply flow"). With the saved resume
// (`use_saved_resume`) the application is submitted at once with a copy of it, and the
// answer says so instead (`submitted: true`, no form).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { RESUME_MAX_BYTES, endpoints } from 'api-contract';
import { submitApplication } from '../apply';
import { cancelPendingApplication } from '../cancel';
import { confirmUpload } from '../confirm-upload';
import { applyWithSavedResume } from '../saved-resume/apply-with-saved';
import { addMs } from '../../plugins/time/clock';
import { marketToday } from '../../plugins/time/dates';
import { requireUser } from '../../accounts/auth/plugin';
import { UPLOAD_TTL_MS } from '../../storage/driver';
import { removeResumeFiles } from '../../storage/remove-files';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const applyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.applications.apply),
    handler: async (request) => {
      const studentId = requireUser(request).id;
      await app.rateLimit.consume('apply', request, studentId);
      const now = app.now();
      if (request.body.use_saved_resume) {
        const applied = await applyWithSavedResume(app.db, app.resumeStorage, {
          studentId,
          request: request.body,
          today: marketToday(now),
          now,
          publicUrl: app.config.publicUrl,
        });
        await removeResumeFiles(app.resumeStorage, applied.abandonedKeys, request.log);
        // Submitted now: it may have filled the listing, and closing notices were queued.
        app.mail.kick();
        return { application_id: applied.applicationId, submitted: true as const };
      }
      const submitted = await submitApplication(app.db, {
        studentId,
        request: request.body,
        today: marketToday(now),
        now,
      });
      await removeResumeFiles(app.resumeStorage, submitted.abandonedKeys, request.log);
      const upload = app.resumeStorage.createUpload({
        key: submitted.resumeKey,
        contentType: submitted.contentType,
        maxBytes: RESUME_MAX_BYTES,
        expiresAt: addMs(now, UPLOAD_TTL_MS),
        now,
      });
      return {
        upload_url: upload.url,
        fields: upload.fields,
        application_id: submitted.applicationId,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.confirmUpload),
    handler: async (request) => {
      await confirmUpload(app.db, app.resumeStorage, {
        applicationId: request.params.application_id,
        studentId: requireUser(request).id,
        now: app.now(),
        publicUrl: app.config.publicUrl,
      });
      // Its submission may have filled the listing: closing notices were queued.
      app.mail.kick();
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.cancelApplication),
    handler: async (request) => {
      await cancelPendingApplication(app.db, app.resumeStorage, {
        applicationId: request.params.application_id,
        studentId: requireUser(request).id,
      });
      return { ok: true as const };
    },
  });
  done();
};

export default applyRoutes;
