import { messages } from '@ossature/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireAuth } from '../auth/auth-plugin.js';
import { dynamic } from '../infra/dynamic-db.js';
import { syncModuleSchema } from '../infra/schema-sync.js';
import type { ModuleDefinition } from '../metadata/module-definition.js';
import { ModuleRegistry } from '../metadata/registry.js';
import { tableSpecs } from '../metadata/table-spec.js';
import type { AttachedFiles } from './attached-files.js';
import type { ListSelections } from './matching-rows.js';
import { ProvidedForms } from './provided-forms.js';
import { ProvidedLater } from './provided-later.js';
import { RecordChanges } from './record-changes.js';
import { RecordLocks } from './record-locks.js';
import { type Caller, type RecordDeps, callerOf } from './record-access.js';

declare module 'fastify' {
  interface FastifyInstance {
    modules: ModuleRegistry;
    /** What every engine reads and writes records with: the database, the clock, the module registry. */
    records: RecordDeps;
    /** The authenticated caller with their roles and the modules they may open. */
    callerOf(request: FastifyRequest): Promise<Caller>;
    /** The rows matching a list's query: provided by the list engine, asked by bulk actions. */
    listSelections: ListSelections;
    /** The stored file of a document attached to a record: provided by the documents side tool, asked by the file store. */
    attachedFiles: AttachedFiles;
  }
}

/**
 * Registers the module definitions before any engine: checks them, brings the database schema in line with them,
 * and shares the registry and the record access every engine uses (forms, lists, and the tools that follow).
 */
export const recordsPlugin = fp<{ modules: ModuleDefinition[] }>(
  async (app, options) => {
    const registry = new ModuleRegistry(options.modules);
    const changes = await syncModuleSchema(
      app.db,
      registry.all().filter((module) => !module.definition.store).flatMap(tableSpecs),
    );
    if (changes.length > 0) app.log.info({ changes }, 'module schema updated');
    const deps: RecordDeps = { db: dynamic(app.db.kysely), dialect: app.db.dialect, streamRows: app.db.streamRows, arrayRows: app.db.arrayRows, clock: app.clock, registry, passwordCost: app.config.passwordCost, events: app.events, plannings: new ProvidedLater(messages.planning.planningNotFound), locks: new RecordLocks(), changes: new RecordChanges(), forms: new ProvidedForms(registry), configurationChecks: new ProvidedLater(messages.list.listNotFound) };
    app.decorate('modules', registry);
    app.decorate('records', deps);
    const listSelections: ListSelections = new ProvidedLater(messages.list.listNotFound);
    app.decorate('listSelections', listSelections);
    const attachedFiles: AttachedFiles = new ProvidedLater(messages.document.documentNotFound);
    app.decorate('attachedFiles', attachedFiles);
    app.decorate('callerOf', async (request: FastifyRequest) => callerOf(requireAuth(request)));
  },
  { name: 'records', dependencies: ['infra', 'auth'] },
);
