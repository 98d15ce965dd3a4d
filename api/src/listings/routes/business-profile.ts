// PUT /employer/profile: business name (required), description (at most 250) and the ABN
// (optional; '' removes it). A listings move (vetting/save-business-profile.ts): words with a scam
// signal send the employer's live listings back to review. An ABN set or changed, or the business
// renamed, is looked up with the register once the answer is sent, when the API has an ABR key
// (vetting/abn-check.ts). The address, website and phone are optional (absent: unchanged).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints } from 'api-contract';
import { NOT_SIGNED_IN_DETAIL, requireUser } from '../../accounts/auth/plugin';
import { endpointRoute } from '../../plugins/http/endpoint-route';
import { HttpError } from '../../plugins/http/http-error';
import { checkEmployerAbn, logAbnFailure } from '../vetting/abn-check';
import { saveBusinessProfile } from '../vetting/save-business-profile';

const businessProfileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.route({
    ...endpointRoute(app, endpoints.listings.updateBusinessProfile),
    handler: async (request) => {
      const employerId = requireUser(request).id;
      const saved = await saveBusinessProfile(app.db, {
        employerId,
        request: request.body,
        now: app.now(),
      });
      // The session outlived its account (deleted meanwhile).
      if (!saved) throw new HttpError(401, NOT_SIGNED_IN_DETAIL);
      if (saved.held.length > 0)
        request.log.info(
          { employerId, held: saved.held.length },
          'Business profile shows scam signals: its live listings went back to review',
        );
      const { abnRegister } = app;
      const abn = saved.abnToCheck;
      if (abnRegister && abn) {
        app.afterReply('abn-lookup', async () => {
          try {
            const outcome = await checkEmployerAbn(app.backgroundDb, abnRegister, {
              employerId,
              abn,
              now: app.now,
            });
            if (outcome.held.length > 0)
              app.log.info(
                { employerId, held: outcome.held.length },
                'ABN cancelled: the live listings went back to review',
              );
          } catch (error) {
            // Nothing kept: the periodic pass asks again.
            logAbnFailure(app.log, employerId, error);
          }
        });
      }
      return { ok: true as const };
    },
  });
  done();
};

export default businessProfileRoutes;
