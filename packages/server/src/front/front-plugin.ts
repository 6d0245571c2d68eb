import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@ossature/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function sendIndex(request: FastifyRequest, reply: FastifyReply) {
  // A missing hashed asset is a real 404, not the app shell served as JavaScript.
  if (request.url.startsWith('/front/assets/')) return reply.status(404).send({ message: messages.http.notFound });
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

/**
 * Serves the built web app under /front. Hashed assets are cached for a year; every other /front path answers
 * index.html so that deep links (/front/form/invoice/aWQ9NDI=) reach the client router.
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
  app.get('/front', sendIndex);
  app.get('/front/', sendIndex);
  app.get('/front/*', sendIndex);
  app.get('/', (_request, reply) => reply.redirect('/front/'));
}
