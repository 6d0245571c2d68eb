import {
  ApiError,
  BulkAccepted,
  ConflictAnswer,
  FormDeleteRequest,
  FormDeleteResponse,
  FormResponse,
  FormSubmission,
  PreflightResponse,
  messages,
} from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deleteForm } from './delete-form.js';
import { decodePageParams, refuseMalformedParams } from '../../records/page-params.js';
import { loadForm } from './load-form.js';
import { saveForm } from './save-form.js';
import { checkSameRecord } from './same-record.js';
import { loadBulkForm, submitBulkForm } from './bulk/bulk-form.js';
import { loadProvidedForm, submitProvidedForm } from './provided-form.js';

const FormParams = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' }),
  params: Type.Optional(Type.String({ maxLength: 4000 })),
});
const SaveQuery = Type.Object({ preflight: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])) });
/** A 409 is a conflict (with its validation entry) or a refused delete. */
const errors = { 400: ApiError, 403: ApiError, 404: ApiError, 409: Type.Union([ConflictAnswer, ApiError]) };

/** GET, POST (with ?preflight=1) and DELETE /proxy/form/{name}[/{params}] (SPEC §7). */
export const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', refuseMalformedParams);
  for (const url of ['/proxy/form/:name', '/proxy/form/:name/:params']) {
    app.get(url, { schema: { params: FormParams, response: { 200: FormResponse, ...errors } } }, async (request) => {
      const caller = await app.callerOf(request);
      const { name, params } = request.params;
      // A form a side tool owns (validation_workflow): described by it, for the record in its params.
      const provided = app.records.forms.formNamed(name);
      if (provided) return loadProvidedForm(app.records, caller, name, provided, params);
      // A bulk action is a form of its own (SPEC §7 'Other'): its dialog, for the selection in its params.
      const action = app.modules.bulkAction(name);
      return action ? loadBulkForm(app.records, app.listSelections, caller, action, params) : loadForm(app.records, caller, name, params);
    });

    app.post(
      url,
      {
        schema: {
          params: FormParams,
          querystring: SaveQuery,
          body: FormSubmission,
          // A bulk action's 202 carries its batch: listed first, so that its answer keeps it.
          response: { 200: Type.Union([FormResponse, PreflightResponse]), 202: Type.Union([BulkAccepted, Type.Object({ message: Type.String() })]), ...errors },
        },
      },
      async (request, reply) => {
        const caller = await app.callerOf(request);
        const { name, params } = request.params;
        const provided = app.records.forms.formNamed(name);
        if (provided) {
          const outcome = await submitProvidedForm(app.records, caller, name, provided, params, request.body, request.query.preflight === '1');
          return outcome.kind === 'saved' ? outcome.response : outcome.result;
        }
        const action = app.modules.bulkAction(name);
        if (action) {
          const bulk = await submitBulkForm(app.records, app.listSelections, caller, app.bulkBatches, action, params, request.body, request.query.preflight === '1');
          if (bulk.kind === 'accepted') return reply.status(202).send({ message: bulk.message, batch: bulk.batch });
          return bulk.kind === 'saved' ? bulk.response : bulk.result;
        }
        const outcome = await saveForm(app.records, caller, name, params, request.body, {
          preflight: request.query.preflight === '1',
          enqueue: (module, submission, check) => app.formJobs.enqueue(caller, module, params, submission, check),
        });
        if (outcome.kind === 'accepted') return reply.status(202).send({ message: messages.form.asyncAccepted });
        return outcome.kind === 'preflight' ? outcome.result : outcome.response;
      },
    );

    app.delete(
      url,
      { schema: { params: FormParams, body: FormDeleteRequest, response: { 200: FormDeleteResponse, ...errors } } },
      async (request) => {
        checkSameRecord(decodePageParams(request.params.params), request.body.identifier);
        return deleteForm(app.records, await app.callerOf(request), request.params.name, request.body.identifier);
      },
    );
  }
};
