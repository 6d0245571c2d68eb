import { ApiError, ObjectName, RecordId, RecordWorkflow } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { recordWorkflow } from './workflow-history.js';

const Params = Type.Object({ object_name: ObjectName, object_id: RecordId });
const errors = { 400: ApiError, 403: ApiError, 404: ApiError };

/**
 * A record's states (SPEC §3 'Workflow / state history', §4 Workflow; the call is ours):
 * GET /api-internal/workflow/{object_name}/{object_id}. Reading needs only to reach the record.
 */
export const workflowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api-internal/workflow/:object_name/:object_id', { schema: { params: Params, response: { 200: RecordWorkflow, ...errors } } }, async (request) =>
    recordWorkflow(app.records, await app.callerOf(request), request.params.object_name, request.params.object_id),
  );
};
