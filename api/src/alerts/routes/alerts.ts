// The public calls of job alerts, none needing a login:
// - POST /alerts/subscribe: anyone saves a search as an alert by email (alerts/email-alerts.ts).
// - POST /alerts/confirm?token=…: the mailed link that turns such an alert on.
// - POST /alerts/unsubscribe?token=…: the one-click unsubscribe of an alert mail. Mail clients POST
//   `List-Unsubscribe=One-Click` as a form (RFC 8058), the page behind the mail's link posts
//   nothing; either way the signed token in the URL says which alert, and the body is not read.
// - GET /alerts/describe?token=…: what the alert of either link is for, so its page can say it.
// A GET changes nothing here: link scanners open the links of mails.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { endpoints, jobAlertMessages } from 'api-contract';
import { alertIdOfToken } from '../alert-tokens';
import { describeLinkedAlert } from '../describe-link';
import { confirmEmailAlert, subscribeByEmail } from '../email-alerts';
import { queryRows } from '../../db/client';
import { jobAlerts } from '../../db/schema';
import { HttpError } from '../../plugins/http/http-error';
import { WordsQueries } from '../../listings/search/words-query';
import { sql } from 'drizzle-orm';
import { endpointRoute } from '../../plugins/http/endpoint-route';

const alertRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // An alert searches its words on every run: words whose cost has no bound are refused as browse
  // refuses them (listings/search/costly-words.ts).
  const wordsQueries = new WordsQueries();
  // Only within this plugin: the rest of the API takes JSON alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, parsed) => parsed(null, undefined),
  );

  app.route({
    ...endpointRoute(app, endpoints.alerts.subscribe),
    handler: async (request) => {
      const { email } = request.body;
      await app.rateLimit.consume('alertSubscribe', request, email);
      // The network's daily cap of mails anyone may trigger, then the address's (limits.ts).
      await app.rateLimit.consume('publicMail', request);
      await app.rateLimit.consume('mail', request, email);
      await wordsQueries.toQuery(app.db, request.body.search.q);
      const mailed = await subscribeByEmail(
        {
          db: app.db,
          now: app.now(),
          publicUrl: app.config.publicUrl,
          linkKey: () => app.jobAlerts.linkKey(),
          placeNames: app.placeNames,
        },
        request.body,
      );
      if (mailed) app.mail.kick();
      return { status: 'sent' as const };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.alerts.confirm),
    handler: async (request) => {
      const alertId = alertIdOfToken(await app.jobAlerts.linkKey(), 'confirm', request.query.token);
      const status = alertId ? await confirmEmailAlert(app.db, alertId, app.now()) : null;
      if (!status) throw new HttpError(400, jobAlertMessages.badConfirmLink);
      return { status };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.alerts.describe),
    handler: async (request) => {
      const key = await app.jobAlerts.linkKey();
      const { token } = request.query;
      const alertId =
        alertIdOfToken(key, 'unsubscribe', token) ?? alertIdOfToken(key, 'confirm', token);
      if (!alertId) throw new HttpError(400, jobAlertMessages.badLink);
      const description = await describeLinkedAlert(app.db, alertId);
      if (description === null) throw new HttpError(404, jobAlertMessages.notFound);
      return { description };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.alerts.unsubscribe),
    handler: async (request) => {
      const alertId = alertIdOfToken(
        await app.jobAlerts.linkKey(),
        'unsubscribe',
        request.query.token,
      );
      if (!alertId) throw new HttpError(400, jobAlertMessages.badLink);
      const deleted = await queryRows<{ id: string }>(
        app.db,
        sql`delete from ${jobAlerts} where ${jobAlerts.id} = ${alertId}::uuid
          returning ${jobAlerts.id}`,
      );
      return { status: deleted.length > 0 ? ('unsubscribed' as const) : ('already' as const) };
    },
  });
  done();
};

export default alertRoutes;
