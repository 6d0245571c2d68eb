import { ApiError, ChartData, CollectionData, FormResponse, OnchangeRequest, OnchangeResponse, PlanningActionRequest, RecordId, SelectOptionsAnswer, SelectOptionsRequest, SubFormDeleteResponse, encodeParams, messages } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../infra/http-error.js';
import { fetchChart } from './chart-fetch.js';
import { fetchCollection } from './collection-fetch.js';
import { copyForm } from './copy-form.js';
import { deleteForm } from './delete-form.js';
import { decodePageParams, identifierOf, refuseMalformedParams } from '../../records/page-params.js';
import { checkSameRecord } from './same-record.js';
import { onchangeForm } from './onchange-form.js';
import { WATCHERS_FIELD, changeWatchers } from './watchers-change.js';
import { reloadPlanning } from './planning-reload.js';
import { selectOptions } from './select-options.js';

const Name = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' });
const FieldPath = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}(\\.[a-z][a-z0-9_]{0,62})?$' });
const Params = Type.Optional(Type.String({ maxLength: 4000 }));
/** Ids in a select's label lookup: '12' or '12,14,15'. */
const ID_LIST = /^\d{1,15}(,\d{1,15}){0,199}$/;
const errors = { 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** The calls around a form: copy, onchange, collections, charts, async-select options, sub-form delete (SPEC §7). */
export const formToolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.records;
  app.addHook('preHandler', refuseMalformedParams);

  for (const url of ['/api-internal/form/copy/:name', '/api-internal/form/copy/:name/:params']) {
    app.post(
      url,
      {
        schema: {
          params: Type.Object({ name: Name, params: Params }),
          body: Type.Object({ identifier: RecordId, values: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }, { additionalProperties: false }),
          response: { 200: FormResponse, ...errors },
        },
      },
      async (request) => {
        checkSameRecord(decodePageParams(request.params.params), request.body.identifier);
        return copyForm(deps, await app.callerOf(request), request.params.name, request.body.identifier);
      },
    );
  }

  app.post(
    '/proxy/form/planning/:form',
    { schema: { params: Type.Object({ form: Name }), body: PlanningActionRequest, response: { 200: Type.Record(Type.String(), Type.Unknown()), ...errors } } },
    async (request) => reloadPlanning(deps, await app.callerOf(request), request.params.form, request.body),
  );

  app.post(
    '/proxy/form/onchange/:form/:field',
    { schema: { params: Type.Object({ form: Name, field: FieldPath }), body: OnchangeRequest, response: { 200: OnchangeResponse, ...errors } } },
    async (request) => {
      const caller = await app.callerOf(request);
      // The watcher toggle is a field change of the form's watchers (SPEC §4), not of one of the record's fields.
      if (request.params.field === WATCHERS_FIELD) return changeWatchers(deps, caller, request.params.form, request.body);
      return onchangeForm(deps, caller, request.params.form, request.params.field, request.body);
    },
  );

  for (const url of ['/proxy/form/collection/:form/:id/:field', '/proxy/form/collection/:form/:id/:field/:params']) {
    // id 0: a record not saved yet, whose collections through one of its fields still have rows (collection-fetch.ts).
    app.get(url, { schema: { params: Type.Object({ form: Name, id: Type.Integer({ minimum: 0 }), field: Name, params: Params }), response: { 200: CollectionData, ...errors } } }, async (request) =>
      fetchCollection(deps, await app.callerOf(request), request.params.form, request.params.id, request.params.field, request.params.params),
    );
  }

  app.get(
    '/proxy/form/chart/:form/:id/:name',
    { schema: { params: Type.Object({ form: Name, id: RecordId, name: Name }), response: { 200: ChartData, ...errors } } },
    async (request) => fetchChart(deps, await app.callerOf(request), request.params.form, request.params.id, request.params.name),
  );

  const optionParams = Type.Object({ form: Name, field: FieldPath, search: Type.String({ maxLength: 200 }), params: Params });
  for (const url of ['/proxy/form/list/:form/:field/:search/0', '/proxy/form/list/:form/:field/:search/0/:params']) {
    app.get(url, { schema: { params: optionParams, response: { 200: SelectOptionsAnswer, ...errors } } }, async (request) => {
      const search = request.params.search === '0' ? '' : request.params.search;
      return selectOptions(deps, await app.callerOf(request), request.params.form, request.params.field, { search, params: request.params.params });
    });
  }
  // SPEC §7 names two calls on the same path: .../empty/{values} (labels of ids, '12,14') and .../empty/{search}.
  // A list of ids is read as ids; any other text is a search.
  const emptyParams = Type.Object({ form: Name, field: FieldPath, values: Type.String({ minLength: 1, maxLength: 3200 }), params: Params });
  for (const url of ['/proxy/form/list/:form/:field/empty/:values', '/proxy/form/list/:form/:field/empty/:values/:params']) {
    app.get(url, { schema: { params: emptyParams, response: { 200: SelectOptionsAnswer, ...errors } } }, async (request) => {
      const { form, field, values, params } = request.params;
      const query = ID_LIST.test(values) ? { ids: values.split(',').map(Number), params } : { search: values.slice(0, 200), params };
      return selectOptions(deps, await app.callerOf(request), form, field, query);
    });
  }
  // The POST variant carries in its body what a path cannot: the depended-on values (long values, lists), the values
  // of the field in its collection's other rows, and the screen's cache flag (SelectOptionsRequest).
  for (const url of ['/proxy/form/list/:form/:field', '/proxy/form/list/:form/:field/0/0/:params']) {
    app.post(
      url,
      { schema: { params: Type.Object({ form: Name, field: FieldPath, params: Params }), body: SelectOptionsRequest, response: { 200: SelectOptionsAnswer, ...errors } } },
      async (request, reply) => {
        const { form, field, params } = request.params;
        const { search, values, collection_values: collectionValues, cache } = request.body;
        // Options the screen will not keep change often: nothing between keeps them either.
        if (cache === false) reply.header('cache-control', 'no-store');
        return selectOptions(deps, await app.callerOf(request), form, field, { search: search ?? '', params: values ? encodeParams(values) : params, collectionValues });
      },
    );
  }

  // Sub-form rows are deleted outside /proxy (SPEC §7); the answer is a list of errors, empty on success.
  app.delete(
    '/form/:form/:params',
    { schema: { params: Type.Object({ form: Name, params: Type.String({ maxLength: 4000 }) }), response: { 200: SubFormDeleteResponse, 403: SubFormDeleteResponse, 404: SubFormDeleteResponse, 409: SubFormDeleteResponse, 400: SubFormDeleteResponse } } },
    async (request, reply) => {
      try {
        const identifier = identifierOf(decodePageParams(request.params.params));
        if (identifier === null) throw new HttpError(404, messages.form.recordNotFound);
        await deleteForm(deps, await app.callerOf(request), request.params.form, identifier);
        return { errors: [] };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return reply.status(error.statusCode as 400 | 403 | 404 | 409).send({ errors: [{ text: error.message }] });
      }
    },
  );
};
