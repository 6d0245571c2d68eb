import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireAuth } from '../../auth/auth-plugin.js';
import { dynamic } from '../../infra/dynamic-db.js';
import { syncModuleSchema } from '../../infra/schema-sync.js';
import type { ModuleDefinition } from '../../metadata/module-definition.js';
import { ModuleRegistry } from '../../metadata/registry.js';
import { tableSpecs } from '../../metadata/table-spec.js';
import { type Caller, type FormDeps, callerOf } from './form-access.js';
import { FormJobs } from './form-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    modules: ModuleRegistry;
    formDeps: FormDeps;
    formJobs: FormJobs;
    /** The authenticated caller with their roles and the modules they may open. */
    callerOf(request: FastifyRequest): Promise<Caller>;
  }
}

/**
 * Registers the module definitions: checks them, brings the database schema in line with them, and shares the
 * registry, the engine's dependencies and the job queue of asynchronous saves with the routes.
 */
export const formEnginePlugin = fp<{ modules: ModuleDefinition[] }>(
  async (app, options) => {
    const registry = new ModuleRegistry(options.modules);
    const changes = await syncModuleSchema(
      app.db,
      registry.all().filter((module) => !module.definition.store).flatMap(tableSpecs),
    );
    if (changes.length > 0) app.log.info({ changes }, 'module schema updated');
    const deps: FormDeps = { db: dynamic(app.db.kysely), dialect: app.db.dialect, clock: app.clock, registry, passwordCost: app.config.passwordCost };
    const jobs = new FormJobs(deps, app.log);
    app.decorate('modules', registry);
    app.decorate('formDeps', deps);
    app.decorate('formJobs', jobs);
    app.decorate('callerOf', async (request: FastifyRequest) => {
      const auth = requireAuth(request);
      return callerOf(auth);
    });
    app.addHook('onReady', () => jobs.kick());
    app.addHook('onClose', () => jobs.drain());
  },
  { name: 'form-engine', dependencies: ['infra', 'auth'] },
);
