import { ApiError, ObjectName, RecordId, RecordValidation, ValidationProcessBody } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { VALIDATION_FORM, validationWorkflowForm } from './validation-form.js';
import { commentOf, processValidation, readValidation, validationLocks } from './validation-service.js';

const Params = Type.Object({ object_name: ObjectName, object_id: RecordId });
const errors = { 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/**
 * The validation workflow of a record (SPEC §2 'Validation workflow', §3 Validation, §6, §7): the request is the form
 * validation_workflow, which this side tool provides and the form engine serves (GET and POST /proxy/form/
 * validation_workflow/{params}); GET /api-internal/validation/{object_name}/{object_id} reads where it stands and
 * POST /api-internal/validation/process decides it (ours). Registering it locks the records whose request is active:
 * the form engine asks the records layer before it changes a record, and this side tool answers.
 */
export const validationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.records;
  deps.locks.provide(validationLocks(deps));
  deps.forms.provide(VALIDATION_FORM, validationWorkflowForm(deps));

  app.get('/api-internal/validation/:object_name/:object_id', { schema: { params: Params, response: { 200: RecordValidation, ...errors } } }, async (request) =>
    readValidation(deps, await app.callerOf(request), request.params.object_name, request.params.object_id),
  );

  app.post('/api-internal/validation/process', { schema: { body: ValidationProcessBody, response: { 200: RecordValidation, ...errors } } }, async (request) => {
    const { object_name, object_id, action, comment } = request.body;
    return processValidation(deps, await app.callerOf(request), object_name, object_id, action, commentOf(comment));
  });
};
