import { ApiError, Task, TaskCloseRequest, TaskCounter, TaskIdParams, TaskList, TaskListQuery, TaskSaveAnswer, TaskSaveRequest } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { type TaskDeps, closeTask, countTasks, listTasks, removeTask, saveTask } from './task-actions.js';

const errors = { 400: ApiError, 403: ApiError, 404: ApiError };

/**
 * The task calls of SPEC §7: GET /api-internal/task/data and /counter, POST /api-internal/task/save, /close and
 * /delete/{id}. Tasks live on a record (its side panel) or stand alone (the user's own list in the top bar); every
 * rule is in task-actions.ts.
 */
export const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: TaskDeps = { db: app.db.kysely, records: app.records };

  app.get(
    '/api-internal/task/data',
    { schema: { querystring: TaskListQuery, response: { 200: TaskList, ...errors } } },
    async (request) => listTasks(deps, await app.callerOf(request), request.query),
  );

  app.get('/api-internal/task/counter', { schema: { response: { 200: TaskCounter, 400: ApiError } } }, async (request) => ({
    count: await countTasks(deps, await app.callerOf(request)),
  }));

  app.post(
    '/api-internal/task/save',
    { schema: { body: TaskSaveRequest, response: { 200: TaskSaveAnswer, 201: TaskSaveAnswer, ...errors, 409: ApiError } } },
    async (request, reply) => {
      const { created, id, version } = await saveTask(deps, await app.callerOf(request), request.body.data);
      return reply.status(created ? 201 : 200).send({ id, version });
    },
  );

  app.post(
    '/api-internal/task/close',
    { schema: { body: TaskCloseRequest, response: { 200: Task, ...errors, 409: ApiError } } },
    async (request) => closeTask(deps, await app.callerOf(request), request.body.id, request.body.status ?? 'done'),
  );

  app.post(
    '/api-internal/task/delete/:id',
    { schema: { params: TaskIdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await removeTask(deps, await app.callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
