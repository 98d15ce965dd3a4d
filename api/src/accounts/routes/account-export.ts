// GET /account/export (any signed-in user): everything held about them as one ZIP archive
// (export/), streamed as it is made. A few a hour per account. Neither the archive nor what it
// holds is logged: the request log has the route and status only.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCOUNT_EXPORT_MEDIA_TYPE, endpoints } from 'api-contract';
import { HttpError } from '../../plugins/http/http-error';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { marketToday } from '../../plugins/time/dates';
import { NOT_SIGNED_IN_DETAIL, requireUser } from '../auth/plugin';
import { exportArchive } from '../export/archive';
import { collectExport } from '../export/collect';

/** `studentgigs-data-2026-03-02.zip`: the market's date of the download. */
export const exportFileName = (now: Date) => `studentgigs-data-${marketToday(now)}.zip`;

const accountExportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.accounts.accountExport),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await app.rateLimit.consume('accountExport', request, user.id);
      const content = await collectExport(app.db, user.id);
      // The session outlived its account (deleted meanwhile).
      if (!content) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      const now = app.now();
      const archive = await exportArchive(content, app.resumeStorage, now);
      return reply
        .header('content-type', ACCOUNT_EXPORT_MEDIA_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(archive);
    },
  });
  done();
};

export default accountExportRoutes;
