import { ApiError, formatMessage, messages } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../../../auth/auth-plugin.js';
import { holderOfTicket, issueTicket } from '../../../auth/session-tickets.js';
import { contentDisposition } from '../../../infra/content-disposition.js';
import { HttpError } from '../../../infra/http-error.js';
import { actingCaller } from '../../../records/acting-caller.js';
import type { Caller, RecordDeps } from '../../../records/record-access.js';
import { resolvePlanning } from '../planning-data.js';
import { MAX_EVENTS, calendarEvents, readPlanningEvents } from '../planning-events.js';
import { parseExportFilter } from '../planning-request.js';
import { csvFile } from './csv-file.js';
import { icsFile } from './ics-file.js';

const text = messages.planning;
/** The new window opens the link at once: a minute is plenty, and a link copied elsewhere dies soon. */
const LINK_SECONDS = 60;
const FORMATS = {
  ics: { contentType: 'text/calendar; charset=utf-8', write: (title: string, events: Parameters<typeof csvFile>[0]) => icsFile(title, events) },
  csv: { contentType: 'text/csv; charset=utf-8', write: (_title: string, events: Parameters<typeof csvFile>[0]) => csvFile(events) },
} as const;

const Params = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' }),
  format: Type.Union([Type.Literal('ics'), Type.Literal('csv')]),
  filter: Type.String({ minLength: 1, maxLength: 4000 }),
});
const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 413: ApiError };

/** The planning, the export format it declares, and the file's span and filters, as the caller may read them. */
function resolveExport(deps: RecordDeps, caller: Caller, params: { name: string; format: 'ics' | 'csv'; filter: string }) {
  const { planning, module } = resolvePlanning(deps, caller, params.name);
  if (!(planning.declaration.exports ?? []).includes(params.format)) throw new HttpError(404, text.planningNotFound);
  return { planning, module, request: parseExportFilter(planning, module, params.filter) };
}

/** The path an export button opens (SPEC §2: the button's path plus the encoded filter string). */
const exportPath = (params: { name: string; format: string; filter: string }) =>
  `/api-internal/planning/resource/${params.name}/${params.format}/${encodeURIComponent(params.filter)}`;

/**
 * POST …/resource/{name}/{format}/{filter}: behind the bearer check, the same path with a ticket that opens that file
 * only, for a minute, as the caller (a new window cannot send the bearer header).
 */
export const planningExportLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api-internal/planning/resource/:name/:format/:filter', { schema: { params: Params, response: { 200: Type.Object({ url: Type.String() }), ...errors } } }, async (request) => {
    resolveExport(app.records, await app.callerOf(request), request.params);
    const auth = requireAuth(request);
    const path = exportPath(request.params);
    return { url: `${path}?jwt=${issueTicket({ tokenId: auth.activeToken.id, token: auth.token }, app.clock.now(), path, LINK_SECONDS)}` };
  });
};

/** GET …/resource/{name}/{format}/{filter}?jwt=: the file, read in SQL for its span, as the ticket's user is now. */
export const planningExportFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api-internal/planning/resource/:name/:format/:filter',
    { schema: { params: Params, querystring: Type.Object({ jwt: Type.String({ maxLength: 200 }) }, { additionalProperties: false }), response: { 200: Type.Unknown(), ...errors } } },
    async (request, reply) => {
      const holder = await holderOfTicket(app.db.kysely, request.query.jwt, app.clock.now(), exportPath(request.params));
      const caller = holder && (await actingCaller(app.records.db, holder.userId));
      if (!caller) throw new HttpError(401, text.exportTicketInvalid);
      const { planning, module, request: span } = resolveExport(app.records, caller, request.params);
      const found = await readPlanningEvents(app.records, planning, module, caller.auth.clientId, span, { filters: span.filters, item: null });
      // A file is all of its span or nothing: never the first events only, without saying so.
      if (found.truncated) throw new HttpError(413, formatMessage(text.exportTooLarge, { count: MAX_EVENTS.toLocaleString('fr-FR') }));
      const format = FORMATS[request.params.format];
      const filename = `${planning.declaration.label} du ${span.first} au ${span.last}.${request.params.format}`;
      return reply
        .header('content-type', format.contentType)
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('cache-control', 'no-store')
        .send(Buffer.from(format.write(planning.declaration.label, calendarEvents(found))));
    },
  );
};
