import { messages } from '@ossature/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { authPlugin } from './auth/auth-plugin.js';
import { loginRoutes, logoutRoutes } from './auth/login-routes.js';
import { frontPlugin } from './front/front-plugin.js';
import type { Clock } from './infra/clock.js';
import type { Config } from './infra/config.js';
import { installErrorHandler } from './infra/error-handler.js';
import { infraPlugin } from './infra/infra-plugin.js';
import { validatorCompiler } from './infra/validator-compiler.js';
import { administrationToolsRoutes } from './side/error-reports/administration-tools-routes.js';
import { errorReportRoutes } from './side/error-reports/error-report-routes.js';
import { navigationRegistryPlugin, navigationRoutes } from './side/navigation/navigation-plugin.js';
import { userRoutes } from './tenancy/user-routes.js';

export interface AppOptions {
  config: Config;
  appVersion: string;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the application. The order of registration is the architecture:
 * infrastructure → authentication → registries → authenticated routes → web app.
 */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  installErrorHandler(app);
  await app.register(infraPlugin, { config: options.config, clock: options.clock, appVersion: options.appVersion });
  await app.register(authPlugin);
  await app.register(navigationRegistryPlugin);
  await app.register(loginRoutes);

  // Everything else under /api-internal and /proxy requires a bearer token: the hook is set once for the scope.
  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    await scope.register(logoutRoutes);
    await scope.register(userRoutes);
    await scope.register(navigationRoutes);
    await scope.register(errorReportRoutes);
    await scope.register(administrationToolsRoutes);
  });

  // An unknown API path still requires a token: without one the answer is 401, so nothing can be probed.
  app.setNotFoundHandler(
    {
      preHandler: async (request: FastifyRequest) => {
        if (/^\/(api-internal|proxy)(\/|$)/.test(request.url)) await app.authenticate(request);
      },
    },
    (_request, reply) => reply.status(404).send({ message: messages.http.notFound }),
  );

  await app.register(frontPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
