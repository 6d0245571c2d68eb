import {
  APP_VERSION_HEADER,
  ApiError,
  NavigationParams,
  NavigationResponse,
  messages,
} from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { requireAuth } from '../../auth/auth-plugin.js';
import { HttpError } from '../../infra/http-error.js';
import { coreNavigation } from './core-navigation.js';
import { NavigationRegistry } from './navigation-registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    navigation: NavigationRegistry;
  }
}

/** Creates the registry early so that later plugins (modules, engines) can contribute entries. */
export const navigationRegistryPlugin = fp(
  async (app) => {
    const registry = new NavigationRegistry();
    for (const contributor of coreNavigation(app.config.legacyFrontendUrl)) registry.contribute(contributor);
    app.decorate('navigation', registry);
  },
  { name: 'navigation-registry', dependencies: ['infra'] },
);

/** GET /api-internal/navigation/{name}[/{param}] — the menu of the caller, with the app-version header. */
export const navigationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { params: NavigationParams, response: { 200: NavigationResponse, 404: ApiError } };
  for (const url of ['/api-internal/navigation/:name', '/api-internal/navigation/:name/:param']) {
    app.get(url, { schema }, async (request, reply) => {
      const auth = requireAuth(request);
      const { name } = request.params;
      if (!app.navigation.has(name)) throw new HttpError(404, messages.http.notFound);
      reply.header(APP_VERSION_HEADER, app.appVersion);
      return app.navigation.build(name, { auth, modules: new Set(auth.modules) });
    });
  }
};
