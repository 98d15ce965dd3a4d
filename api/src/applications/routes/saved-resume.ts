// The student's saved resume (beyond SPEC; students only): GET, POST and DELETE
// /student/resume, POST /student/resume/uploaded, and POST /student/resume/from-application/{id}
// ("Also save it to my profile" after applying). Uploads use the presigned-POST protocol of
// applying: POST /student/resume answers the form, the screen uploads and then confirms.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { RESUME_MAX_BYTES, endpoints } from 'api-contract';
import { requireUser } from '../../accounts/auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { addMs } from '../../plugins/time/clock';
import { UPLOAD_TTL_MS } from '../../storage/driver';
import { removeResumeFiles } from '../../storage/remove-files';
import { saveResumeFromApplication } from '../saved-resume/from-application';
import {
  deleteSavedResume,
  findSavedResume,
  savedResumeAnswer,
} from '../saved-resume/saved-resume';
import { confirmSavedResumeUpload, startSavedResumeUpload } from '../saved-resume/uploads';

const savedResumeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.applications.savedResume),
    handler: async (request) => {
      const saved = await findSavedResume(app.db, requireUser(request).id);
      return { resume: saved ? savedResumeAnswer(saved) : null };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.startSavedResumeUpload),
    handler: async (request) => {
      const studentId = requireUser(request).id;
      await app.rateLimit.consume('savedResume', request, studentId);
      const now = app.now();
      const started = await startSavedResumeUpload(app.db, {
        studentId,
        fileName: request.body.resume_filename,
        now,
      });
      // The upload this one replaces was never confirmed: nothing names its file any more.
      await removeResumeFiles(
        app.resumeStorage,
        started.replacedKey ? [started.replacedKey] : [],
        request.log,
      );
      const upload = app.resumeStorage.createUpload({
        key: started.key,
        contentType: started.contentType,
        maxBytes: RESUME_MAX_BYTES,
        expiresAt: addMs(now, UPLOAD_TTL_MS),
        now,
      });
      return { upload_url: upload.url, fields: upload.fields };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.confirmSavedResumeUpload),
    handler: async (request) => {
      const studentId = requireUser(request).id;
      await app.rateLimit.consume('savedResume', request, studentId);
      const confirmed = await confirmSavedResumeUpload(app.db, app.resumeStorage, {
        studentId,
        now: app.now(),
      });
      await removeResumeFiles(app.resumeStorage, confirmed.unusedKeys, request.log);
      return confirmed.resume;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.saveResumeFromApplication),
    handler: async (request) => {
      const studentId = requireUser(request).id;
      await app.rateLimit.consume('savedResume', request, studentId);
      const saved = await saveResumeFromApplication(app.db, app.resumeStorage, {
        studentId,
        applicationId: request.params.application_id,
        now: app.now(),
      });
      await removeResumeFiles(
        app.resumeStorage,
        saved.replacedKey ? [saved.replacedKey] : [],
        request.log,
      );
      return saved.resume;
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.applications.deleteSavedResume),
    handler: async (request) => {
      const keys = await deleteSavedResume(app.db, requireUser(request).id);
      await removeResumeFiles(app.resumeStorage, keys, request.log);
      return { ok: true as const };
    },
  });
  done();
};

export default savedResumeRoutes;
