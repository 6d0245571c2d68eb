import { ApiError, BulkBatch, BulkBatchList, RecordId } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const BatchParams = Type.Object({ id: RecordId });
const errors = { 400: ApiError, 404: ApiError, 409: ApiError };

/**
 * The caller's bulk action runs (SPEC §7 leaves them to us): GET /proxy/bulk lists the recent ones, GET
 * /proxy/bulk/{id} follows one, POST …/cancel stops it between two chunks, POST …/undo restores what it changed.
 * Only the author sees a run: anyone else's answers 404.
 */
export const bulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/proxy/bulk', { schema: { response: { 200: BulkBatchList } } }, async (request) => ({ data: await app.bulkBatches.list(await app.callerOf(request)) }));

  app.get('/proxy/bulk/:id', { schema: { params: BatchParams, response: { 200: BulkBatch, ...errors } } }, async (request) =>
    app.bulkBatches.get(await app.callerOf(request), request.params.id),
  );

  app.post('/proxy/bulk/:id/cancel', { schema: { params: BatchParams, response: { 200: BulkBatch, ...errors } } }, async (request) =>
    app.bulkBatches.cancel(await app.callerOf(request), request.params.id),
  );

  app.post('/proxy/bulk/:id/undo', { schema: { params: BatchParams, response: { 202: BulkBatch, ...errors } } }, async (request, reply) =>
    reply.status(202).send(await app.bulkBatches.undo(await app.callerOf(request), request.params.id)),
  );
};
