import { ApiError, PlanningData } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { refuseMalformedParams } from '../../records/page-params.js';
import { planningAnswer } from './planning-answer.js';
import { planningData } from './planning-data.js';

const Name = Type.String({ pattern: '^[a-z][a-z0-9_]{0,62}$' });
const errors = { 400: ApiError, 403: ApiError, 404: ApiError };

/**
 * GET /api-internal/planning/{id}[/{param}] (SPEC §7): a planning's span of days and events. The response schema
 * serializes the answer but its events, which are written straight into its text (planning-answer.ts): a month's
 * 10,000 events cost the schema's serializer more than the database reading them.
 */
export const planningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', refuseMalformedParams);
  for (const url of ['/api-internal/planning/:name', '/api-internal/planning/:name/:params']) {
    app.get(
      url,
      { schema: { params: Type.Object({ name: Name, params: Type.Optional(Type.String({ maxLength: 4000 })) }), response: { 200: PlanningData, ...errors } } },
      async (request, reply) => {
        const { answer, events } = await planningData(app.records, await app.callerOf(request), request.params.name, request.params.params);
        // The reply as Fastify's untyped one: what it sends is the schema's answer, as text already.
        const sent: FastifyReply = reply;
        return sent.type('application/json; charset=utf-8').send(planningAnswer(reply.serialize({ data: [], ...answer }) as string, events));
      },
    );
  }
};
