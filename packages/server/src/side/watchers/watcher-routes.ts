import { ApiError, ObjectName, RecordWatchers, WatchRequest } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isoNow } from '../../infra/clock.js';
import { recordTarget } from '../record-tools/record-target.js';
import { setWatching, watchersOf } from './watcher-store.js';

const Params = Type.Object({ object_name: ObjectName, object_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const errors = { 400: ApiError, 403: ApiError, 404: ApiError };

/**
 * A record's watchers (SPEC §4 'Watcher toggle'; the calls are ours): GET /api-internal/watcher/{object_name}/{object_id}
 * and POST the same with {watch}. Whoever may read the record may watch it: following is not changing.
 */
export const watcherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api-internal/watcher/:object_name/:object_id', { schema: { params: Params, response: { 200: RecordWatchers, ...errors } } }, async (request) => {
    const caller = await app.callerOf(request);
    const target = await recordTarget(app.records, caller, request.params.object_name, request.params.object_id);
    return watchersOf(app.records.db, { clientId: caller.auth.clientId, module: target.module.name, recordId: target.recordId }, caller.auth.userId);
  });

  app.post(
    '/api-internal/watcher/:object_name/:object_id',
    { schema: { params: Params, body: WatchRequest, response: { 200: RecordWatchers, ...errors } } },
    async (request) => {
      const caller = await app.callerOf(request);
      const target = await recordTarget(app.records, caller, request.params.object_name, request.params.object_id);
      const place = { clientId: caller.auth.clientId, module: target.module.name, recordId: target.recordId };
      await setWatching(app.records.db, place, caller.auth.userId, request.body.watch, isoNow(app.clock));
      return watchersOf(app.records.db, place, caller.auth.userId);
    },
  );
};
