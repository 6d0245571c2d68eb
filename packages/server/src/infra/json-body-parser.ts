import { messages } from '@ossature/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/** Only bodies that may hold a dangerous key are checked for one: a key is spelled out, or hidden behind a \u escape. */
const SUSPECT = /__proto__|constructor|\\u/;

/**
 * No form nests values deeper than this. A deeper body is refused before anything walks it: a walk, here or later,
 * must never overflow the stack (a body of 60,000 nested objects used to answer 500).
 */
export const MAX_BODY_DEPTH = 64;

type Finding = { problem: 'forbidden' | 'too_deep'; path: string } | null;

/**
 * Walks the parsed body without recursion, looking for nesting beyond MAX_BODY_DEPTH and, when `keys`, for a key that
 * would reach an object's prototype once the body is copied or merged (`__proto__`, or `constructor` holding
 * `prototype`). JSON.parse keeps such keys as plain data: they only become dangerous later, so they are refused here,
 * named like a schema violation names a field.
 */
function inspectBody(root: unknown, keys: boolean): Finding {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { problem: 'too_deep', path: path.slice(0, 200) };
    const node = value as Record<string, unknown>;
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (keys) {
      if (Object.hasOwn(node, '__proto__')) return { problem: 'forbidden', path: at('__proto__') };
      const ctor = Object.hasOwn(node, 'constructor') ? node.constructor : undefined;
      if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return { problem: 'forbidden', path: at('constructor') };
    }
    // Reversed, so that keys are met in the body's order.
    const children = Object.entries(node);
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const [key, child] = children[index]!;
      if (child !== null && typeof child === 'object') pending.push({ value: child, path: at(key), depth: depth + 1 });
    }
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
    const finding = inspectBody(parsed, SUSPECT.test(text));
    if (finding) {
      const reason = finding.problem === 'forbidden' ? messages.http.fieldForbiddenName : messages.http.tooDeep;
      done(new HttpError(400, messages.http.badRequest, { errors: [{ path: finding.path, text: reason }] }), undefined);
      return;
    }
    done(null, parsed);
  });
}
