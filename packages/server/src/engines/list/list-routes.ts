import { ApiError, ListDefinition } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { refuseMalformedParams } from '../../records/page-params.js';
import { describeList } from './describe-list.js';
import { listChoices } from './list-choices.js';
import { resolveList } from './list-columns.js';
import { listData } from './list-data.js';

const Domain = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' });
const PageParams = Type.Optional(Type.String({ maxLength: 4000 }));
/** Every parameter is read and checked by parseListRequest, against the list's own columns. */
const DataQuery = Type.Record(Type.String({ maxLength: 120 }), Type.Union([Type.String({ maxLength: 4000 }), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 })]), {
  maxProperties: 60,
});
const errors = { 400: ApiError, 403: ApiError, 404: ApiError, 410: ApiError };

/** GET /proxy/list/{domain}[/{params}] and GET /proxy/list/data/{domain}/{pageSize}/{offset}[/{params}] (SPEC §7). */
export const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', refuseMalformedParams);
  for (const url of ['/proxy/list/:domain', '/proxy/list/:domain/:params']) {
    app.get(url, { schema: { params: Type.Object({ domain: Domain, params: PageParams }), response: { 200: ListDefinition, ...errors } } }, async (request) => {
      const caller = await app.callerOf(request);
      const { domain, params } = request.params;
      const module = resolveList(app.records, caller, domain);
      return describeList(module, caller, await listChoices(app.records, caller, module, params));
    });
  }
  for (const url of ['/proxy/list/data/:domain/:pageSize/:offset', '/proxy/list/data/:domain/:pageSize/:offset/:params']) {
    app.get(
      url,
      {
        schema: {
          params: Type.Object({ domain: Domain, pageSize: Type.String({ maxLength: 12 }), offset: Type.String({ maxLength: 12 }), params: PageParams }),
          querystring: DataQuery,
          // An open 200 schema: serialising a union makes fast-json-stringify test each branch against a page of
          // rows, which cost more than the query. listData's return type is the contract's (ListData | ListCount | …).
          response: { 200: Type.Unknown(), ...errors },
        },
      },
      async (request) => {
        const { domain, pageSize, offset, params } = request.params;
        return listData(app.records, await app.callerOf(request), domain, pageSize, offset, params, request.query);
      },
    );
  }
};
