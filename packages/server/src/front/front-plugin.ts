import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@ossature/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readBuildManifest } from './build-manifest.js';
import { type ScreenPage, missingScreenModules, pageOf, screenPages } from './screen-pages.js';

type Pages = Map<string, ScreenPage>;

/** A screen's page in the best encoding the browser takes (it varies with Accept-Encoding, as the static files do). */
function sendScreenPage(request: FastifyRequest, reply: FastifyReply, page: ScreenPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

function sendIndex(pages: Pages) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    // A missing hashed asset is a real 404, not the app shell served as JavaScript.
    if (request.url.startsWith('/front/assets/')) return reply.status(404).send({ message: messages.http.notFound });
    const page = pageOf(pages, request.url);
    if (page) return sendScreenPage(request, reply, page);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}

/**
 * Serves the built web app under /front. Hashed assets are cached for a year; every other /front path answers
 * index.html so that deep links (/front/form/invoice/aWQ9NDI=) reach the client router — naming for preloading the
 * shell's scripts and, for a list, form or planning, that screen's (screen-pages.ts).
 */
export async function frontPlugin(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: /front is not served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/front/',
    wildcard: false,
    index: false,
    // The build wrote .br and .gz copies of its text assets (packages/web/precompress.ts): sent by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const manifest = readBuildManifest(root);
  const missing = manifest ? missingScreenModules(manifest) : [];
  // Said at start-up: a deep link would otherwise quietly lose the preload of a screen's script.
  if (missing.length > 0) app.log.warn({ missing }, 'front: modules named for preloading are not in the build manifest');
  const send = sendIndex(manifest ? screenPages(root, manifest) : new Map());
  app.get('/front', send);
  app.get('/front/', send);
  app.get('/front/*', send);
  app.get('/', (_request, reply) => reply.redirect('/front/'));
}
