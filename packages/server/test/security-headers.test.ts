import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileSource } from '../src/infra/security-headers.js';
import { type TestContext, bearer, createTestApp } from './helpers/test-app.js';

/** A built web app in miniature: the shell and one hashed asset. */
function webDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ossature-front-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="/front/assets/index-abc.js"></script><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1);');
  return root;
}

const directives = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers).toMatchObject({
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  const csp = directives(response);
  expect(csp['default-src']).toEqual(["'self'"]);
  // No inline script, no eval, no plugin, no framing by anyone.
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://tuiles.saint-aubin.local:8081']);
  expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
}

describe('every answer carries the security headers', () => {
  let ctx: TestContext;
  let dist: string;
  let token: string;
  beforeAll(async () => {
    dist = webDist();
    ctx = await createTestApp({ modules: [], env: { WEB_DIST: dist, MAP_TILE_URL: 'http://tuiles.saint-aubin.local:8081/{z}/{x}/{y}.png' } });
    token = await ctx.login('agent');
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['a JSON answer', 'GET', '/api-internal/user', 200],
    ['a refused body', 'POST', '/api-internal/user/settings', 400],
    ['a malformed URL, refused before routing', 'GET', '/api-internal/%zz', 400],
    ['an unknown API path', 'GET', '/api-internal/nothing-here', 404],
  ] as const)('%s', async (_answer, method, url, status) => {
    const response = await ctx.app.inject({ method, url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: method === 'POST' ? '{"data":' : undefined });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it('an answer without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api-internal/user' });
    expect(response.statusCode).toBe(401);
    expectSecurityHeaders(response);
  });

  it.each([
    ['the web app', '/front/', 'text/html'],
    ['a deep link', '/front/form/invoice/aWQ9NDI=', 'text/html'],
    ['a hashed asset', '/front/assets/index-abc.js', 'javascript'],
  ])('%s under /front', async (_answer, url, type) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expectSecurityHeaders(response);
  });

  it('a missing asset under /front', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/front/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response);
  });
});

describe('the map tiles in the CSP', () => {
  it('name the tile service’s origin, its {s} subdomain as a wildcard; a relative template needs nothing', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('http://Tuiles.Mairie.local:8081/osm/{z}/{x}/{y}.png')).toBe('http://tuiles.mairie.local:8081');
    expect(tileSource('/front/tiles-test/{z}/{x}/{y}.png')).toBeNull();
  });
});
