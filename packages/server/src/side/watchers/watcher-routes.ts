import { ApiError, ObjectName, RecordId, RecordWatchers } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { watchersOf } from '../../records/record-watchers.js';
import { recordTarget } from '../record-tools/record-target.js';

const Params = Type.Object({ object_name: ObjectName, object_id: RecordId });
const errors = { 400: ApiError, 403: ApiError, 404: ApiError };

/**
 * A record's watchers (SPEC §3 Form state watchers; the call is ours): GET /api-internal/watcher/{object_name}/{object_id},
 * to whoever may read the record. The toggle is a field change of the form (`watchers`, SPEC §4), which the form
 * engine applies.
 */
export const watcherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api-internal/watcher/:object_name/:object_id', { schema: { params: Params, response: { 200: RecordWatchers, ...errors } } }, async (request) => {
    const caller = await app.callerOf(request);
    const target = await recordTarget(app.records, caller, request.params.object_name, request.params.object_id);
    return watchersOf(app.records, { clientId: caller.auth.clientId, module: target.module.name, recordId: target.recordId }, caller.auth.userId);
  });
};
