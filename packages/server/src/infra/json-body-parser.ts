import { messages } from '@ossature/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/** Only bodies that may hold a dangerous key are walked: a key is spelled out, or hidden behind a \u escape. */
const SUSPECT = /__proto__|constructor|\\u/;

/**
 * The path of the first key that would reach an object's prototype once the parsed body is copied or merged
 * (`__proto__`, or `constructor` holding `prototype`), or null. JSON.parse keeps such keys as plain data: they only
 * become dangerous later, so they are refused here, named like a schema violation names a field.
 */
function forbiddenKeyPath(value: unknown, path: string): string | null {
  if (value === null || typeof value !== 'object') return null;
  const node = value as Record<string, unknown>;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (Object.hasOwn(node, '__proto__')) return at('__proto__');
  const ctor = Object.hasOwn(node, 'constructor') ? node.constructor : undefined;
  if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return at('constructor');
  for (const [key, child] of Object.entries(node)) {
    const found = forbiddenKeyPath(child, at(key));
    if (found) return found;
  }
  return null;
}

/**
 * Fastify's JSON parser refuses prototype keys with an English error that names neither the key nor where it was;
 * this one answers in French with the key's path, and refuses malformed or empty bodies in the API's usual shape.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      done(new HttpError(400, messages.http.badRequest), undefined);
      return;
    }
    const forbidden = SUSPECT.test(text) ? forbiddenKeyPath(parsed, '') : null;
    if (forbidden) {
      done(new HttpError(400, messages.http.badRequest, { errors: [{ path: forbidden, text: messages.http.fieldForbiddenName }] }), undefined);
      return;
    }
    done(null, parsed);
  });
}
