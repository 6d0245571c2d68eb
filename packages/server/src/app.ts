import { messages } from '@ossature/contract';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import { authPlugin } from './auth/auth-plugin.js';
import { loginRoutes, logoutRoutes } from './auth/login-routes.js';
import { fileRoutes } from './engines/files/file-routes.js';
import { databaseStorage } from './engines/files/database-storage.js';
import { localDiskStorage } from './engines/files/file-storage.js';
import { formEnginePlugin } from './engines/form/form-engine-plugin.js';
import { formRoutes } from './engines/form/form-routes.js';
import { formToolRoutes } from './engines/form/form-tool-routes.js';
import { bulkRoutes } from './engines/form/bulk/bulk-routes.js';
import { exportFileRoutes, exportLinkRoutes } from './engines/list/export/export-routes.js';
import { listEnginePlugin } from './engines/list/list-engine-plugin.js';
import { listRoutes } from './engines/list/list-routes.js';
import { planningExportFileRoutes, planningExportLinkRoutes } from './engines/planning/export/planning-export-routes.js';
import { planningEnginePlugin } from './engines/planning/planning-engine-plugin.js';
import { planningRoutes } from './engines/planning/planning-routes.js';
import { frontPlugin } from './front/front-plugin.js';
import type { Clock } from './infra/clock.js';
import type { Config } from './infra/config.js';
import { installJsonBodyParser } from './infra/json-body-parser.js';
import { requestLogSerializer } from './infra/request-log.js';
import { clientErrorAnswer } from './infra/client-error.js';
import { installErrorHandler } from './infra/error-handler.js';
import { infraPlugin } from './infra/infra-plugin.js';
import { installSecurityHeaders, securityHeaders } from './infra/security-headers.js';
import { validatorCompiler } from './infra/validator-compiler.js';
import type { ModuleDefinition } from './metadata/module-definition.js';
import { applicationModules } from './modules/index.js';
import { realtimeStreamRoutes, realtimeTicketRoutes } from './realtime/realtime-routes.js';
import { recordsPlugin } from './records/records-plugin.js';
import { menuGroups } from './modules/menu-groups.js';
import { administrationToolsRoutes } from './side/error-reports/administration-tools-routes.js';
import { errorReportRoutes } from './side/error-reports/error-report-routes.js';
import { commentRoutes } from './side/comments/comment-routes.js';
import { documentRoutes } from './side/documents/document-routes.js';
import { historyRoutes } from './side/history/history-routes.js';
import { kpiRoutes } from './side/kpis/kpi-routes.js';
import { shortcutRoutes } from './side/shortcuts/shortcut-routes.js';
import { incidentRoutes } from './side/incidents/incident-routes.js';
import { notificationRoutes } from './side/notifications/notification-routes.js';
import { watcherRoutes } from './side/watchers/watcher-routes.js';
import { presenceRoutes } from './side/presence/presence-routes.js';
import { geoAddressRoutes } from './side/geo/geo-address-routes.js';
import { taskRoutes } from './side/tasks/task-routes.js';
import { timeLoggingRoutes } from './side/time-logging/time-logging-routes.js';
import { validationRoutes } from './side/validation/validation-routes.js';
import { workflowRoutes } from './side/workflow/workflow-routes.js';
import { moduleNavigation } from './side/navigation/module-navigation.js';
import { navigationRegistryPlugin, navigationRoutes } from './side/navigation/navigation-plugin.js';
import { userRoutes } from './tenancy/user-routes.js';
import { userSearchRoutes } from './tenancy/user-search-routes.js';

/** The answers worth compressing: text (but an event-stream), JSON and XML, whatever their suffix (+json, +xml). */
const COMPRESSED_TYPES = /^text\/(?!event-stream)|[+/](json|xml)(;|$)/u;

export interface AppOptions {
  config: Config;
  appVersion: string;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The business modules; the application's own by default (tests may declare others). */
  modules?: ModuleDefinition[];
}

/**
 * Builds the application. The order of registration is the architecture:
 * infrastructure → authentication → registries and records → engines → authenticated routes → web app.
 */
export async function buildApp(options: AppOptions) {
  const headers = securityHeaders(options.config.mapTileUrl);
  const app = Fastify({
    logger: options.logger ?? {
      level: options.config.logLevel,
      serializers: { req: requestLogSerializer },
    },
    bodyLimit: 1024 * 1024,
    // Page params (base64) may carry a return URL: the routes allow 4,000 characters, the router must not stop at 100.
    routerOptions: { maxParamLength: 4096 },
    // Malformed URLs and headers are refused before routing: same JSON shape, French message.
    frameworkErrors: (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply.headers(headers).code(400).send({ message: messages.http.badRequest });
    },
    // What Node refuses before Fastify sees a request (an address or headers over its 16 KiB, a request it cannot
    // parse): the same JSON shape and a French message rather than Fastify's own English answer.
    clientErrorHandler: clientErrorAnswer(headers),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  // First, so that every answer carries them: API, web app, errors and 404s.
  installSecurityHeaders(app, headers);
  installErrorHandler(app);
  installJsonBodyParser(app);
  // JSON, text and XML answers go compressed when the browser accepts it (buffered ones from 1 kB; streams, such as a
  // csv export, whatever their size): a list's page of 50 rows is 22 kB of JSON, 3 kB in brotli, and it is what the
  // rows wait for on a slow network (docs/PERFORMANCE.md). Not stored files of no known type (octet-stream, often
  // archives already), nor the web app's files, which come precompressed (front-plugin), nor the realtime stream
  // (an event-stream is never held back). Request bodies are not inflated: the app never sends one compressed.
  await app.register(compress, { encodings: ['br', 'gzip'], customTypes: COMPRESSED_TYPES, globalDecompression: false });
  await app.register(infraPlugin, { config: options.config, clock: options.clock, appVersion: options.appVersion });
  await app.register(authPlugin);
  await app.register(navigationRegistryPlugin);
  await app.register(recordsPlugin, { modules: options.modules ?? applicationModules });
  await app.register(formEnginePlugin);
  await app.register(listEnginePlugin);
  await app.register(planningEnginePlugin);
  app.navigation.contribute(moduleNavigation(app.modules, menuGroups, app.records.db));
  await app.register(loginRoutes);
  // Export and print links open in a new window, without the bearer header: their own short-lived token stands for it.
  await app.register(exportFileRoutes);
  await app.register(planningExportFileRoutes);

  // Everything else under /api-internal, /proxy and /form requires a bearer token: the hook is set once for the scope.
  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    await scope.register(logoutRoutes);
    await scope.register(userRoutes);
    await scope.register(userSearchRoutes);
    await scope.register(navigationRoutes);
    await scope.register(errorReportRoutes);
    await scope.register(administrationToolsRoutes);
    // On PostgreSQL file contents live in the database, so that every instance sees every file; SQLite keeps them on disk.
    const files = app.db.dialect === 'postgres' ? databaseStorage(app.db.kysely) : localDiskStorage(path.join(options.config.dataDir, 'files'));
    await scope.register(fileRoutes(files));
    await scope.register(formRoutes);
    await scope.register(formToolRoutes);
    await scope.register(bulkRoutes);
    await scope.register(listRoutes);
    await scope.register(planningRoutes);
    await scope.register(planningExportLinkRoutes);
    await scope.register(exportLinkRoutes);
    await scope.register(geoAddressRoutes);
    await scope.register(taskRoutes);
    await scope.register(timeLoggingRoutes);
    await scope.register(commentRoutes);
    await scope.register(historyRoutes);
    await scope.register(watcherRoutes);
    await scope.register(presenceRoutes);
    await scope.register(documentRoutes);
    // Registering it locks the records whose validation is in progress (the form engine asks through the records layer).
    await scope.register(validationRoutes);
    await scope.register(workflowRoutes);
    await scope.register(notificationRoutes);
    await scope.register(shortcutRoutes);
    await scope.register(kpiRoutes);
    await scope.register(incidentRoutes);
    await scope.register(realtimeTicketRoutes);
  });
  // The stream is opened with its ticket, not the bearer header an EventSource cannot send.
  await app.register(realtimeStreamRoutes);

  // An unknown API path still requires a token: without one the answer is 401, so nothing can be probed.
  app.setNotFoundHandler(
    {
      preHandler: async (request: FastifyRequest) => {
        if (/^\/(api-internal|proxy|form)(\/|$)/.test(request.url)) await app.authenticate(request);
      },
    },
    (_request, reply) => reply.status(404).send({ message: messages.http.notFound }),
  );

  await app.register(frontPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
