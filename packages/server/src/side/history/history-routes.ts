import { ApiError, HISTORY_PAGE_SIZE, HistoryEntry, HistoryPage, RecordId } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { recordHistoryPage, recordHistorySince } from './record-history.js';

const Table = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' });
const errors = { 400: ApiError, 403: ApiError, 404: ApiError };

/**
 * A record's history, as the history drawer and the CardHistory element read it (SPEC §7 GET
 * /proxy/form/history/{table}/{id}?offset&limit, 15 by default) and as a conflict details it (GET
 * /api-internal/form/history/{table}/{identifier}?fromDate=). The form engine writes the entries; this side tool reads them.
 */
export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/proxy/form/history/:table/:id',
    {
      schema: {
        params: Type.Object({ table: Table, id: RecordId }),
        querystring: Type.Object({
          offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: { 200: HistoryPage, ...errors },
      },
    },
    async (request) =>
      recordHistoryPage(app.records, await app.callerOf(request), request.params.table, request.params.id, {
        offset: request.query.offset ?? 0,
        limit: request.query.limit ?? HISTORY_PAGE_SIZE,
      }),
  );

  app.get(
    '/api-internal/form/history/:table/:id',
    {
      schema: {
        params: Type.Object({ table: Table, id: RecordId }),
        querystring: Type.Object({ fromDate: Type.String({ minLength: 10, maxLength: 40 }) }),
        response: { 200: Type.Array(HistoryEntry), ...errors },
      },
    },
    async (request) => recordHistorySince(app.records, await app.callerOf(request), request.params.table, request.params.id, request.query.fromDate),
  );
};
