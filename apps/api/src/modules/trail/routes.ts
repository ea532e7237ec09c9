import { downloadTrailEndpoint, getTrailEndpoint, normaliseLanguage } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { TrailService } from './service.ts';

const DOWNLOAD_DOC = {
  description:
    'text/csv (UTF-8 with a byte order mark; semicolons, or commas in English) or, with format=xlsx, a spreadsheet: the whole trail of the ' +
    'signed-in customer, newest first. Columns: date and time (Europe/Madrid), action, who, about, from (address), what changed.',
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

/** The customer's own trail (docs/trail.md); staff's read is a staff route (modules/staff). Both reads, so a read-only token may make them. */
export const trailRoutes: FastifyPluginAsync<{ service: TrailService }> = async (app, { service }) => {
  endpointRoute(app, getTrailEndpoint, (request) => service.own(identityOf(request).user_id, request.query));

  endpointRoute(
    app,
    downloadTrailEndpoint,
    (request) => {
      const identity = identityOf(request);
      const language = normaliseLanguage(request.query.lang, normaliseLanguage(request.headers['accept-language'], identity.locale));
      return service.download(identity.user_id, request.query.format, language);
    },
    { schema: DOWNLOAD_DOC },
  );
};
