import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from './helpers/test-app.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await ctx.login('agent');
});
afterAll(() => ctx.close());

interface Answer {
  type: string;
  features: { type: string; properties: { id: string; label: string; city?: string; postcode?: string; citycode?: string; context?: string } }[];
}

const search = async (q: string, context: TestContext = ctx) => {
  const response = await context.app.inject({ method: 'GET', url: '/api-internal/geo/address', query: { q }, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<Answer>();
};
const ask = (query: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api-internal/geo/address', query, headers: bearer(token) });
const labels = (answer: Answer) => answer.features.map((feature) => feature.properties.label);

describe('GET /api-internal/geo/address (offline communes)', () => {
  it('answers a feature collection in the national address service shape, the commune first', async () => {
    const answer = await search('Rennes');
    expect(answer.type).toBe('FeatureCollection');
    expect(answer.features[0]).toEqual({
      type: 'Feature',
      properties: { id: '35238_35000', label: 'Rennes (35000)', city: 'Rennes', postcode: '35000', citycode: '35238', context: '35, Ille-et-Vilaine, Bretagne' },
    });
  });

  it('ignores accents, case, hyphens and apostrophes, and knows "st" for "saint"', async () => {
    expect(labels(await search('SAINT ETIENNE'))[0]).toBe('Saint-Étienne (42000)');
    expect(labels(await search('st etienne'))[0]).toBe('Saint-Étienne (42000)');
    // The commune named exactly so comes before the bigger one whose name only starts so.
    expect(labels(await search('EVRY')).slice(0, 2)).toEqual(['Évry (89140)', 'Évry-Courcouronnes (91000)']);
    expect(labels(await search('villeneuve d ascq'))[0]).toBe("Villeneuve-d'Ascq (59491)");
  });

  it('puts exact names first, then names starting with the text, bigger communes first', async () => {
    const found = labels(await search('saint denis'));
    // The two big Saint-Denis (La Réunion, Seine-Saint-Denis) before the small ones and before Saint-Denis-en-Val…
    expect(found.slice(0, 2)).toEqual(['Saint-Denis (97400)', 'Saint-Denis (93200)']);
    const firstLonger = found.findIndex((label) => label.startsWith('Saint-Denis-'));
    const lastExact = found.findLastIndex((label) => label.startsWith('Saint-Denis ('));
    expect(firstLonger).toBeGreaterThan(lastExact);
    expect(labels(await search('lyo'))[0]).toBe('Lyon (69001)');
  });

  it('finds communes by postal code, with the code that was typed in the label', async () => {
    expect(labels(await search('35200'))).toEqual(['Rennes (35200)']);
    expect(labels(await search('rennes 35700'))).toEqual(['Rennes (35700)']);
    const byDepartement = await search('29');
    expect(byDepartement.features.every((feature) => feature.properties.postcode!.startsWith('29'))).toBe(true);
    expect(labels(await search('Paris 15'))).toContain('Paris 15e Arrondissement (75015)');
  });

  it('answers at most 10 suggestions, and none for what no commune is named', async () => {
    expect((await search('saint')).features).toHaveLength(10);
    expect((await search('xqzwv')).features).toEqual([]);
    expect((await search('  ')).features).toEqual([]);
  });

  it('refuses a query shorter than 2 or longer than 200 characters, and unknown parameters', async () => {
    expect((await ask({ q: 'a' })).statusCode).toBe(400);
    expect((await ask({ q: 'a'.repeat(201) })).statusCode).toBe(400);
    expect((await ask({})).statusCode).toBe(400);
    expect((await ask({ q: 'Rennes', debug: '1' })).statusCode).toBe(400);
  });

  it('answers 401 without a token, like every /api-internal call', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api-internal/geo/address', query: { q: 'Rennes' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api-internal/geo/address with GEO_ADDRESS_URL (a BAN-compatible service)', () => {
  // A stand-in for the national service on the loopback: no test reaches the real one.
  let service: Server;
  let remote: TestContext;
  let asked: URL[] = [];
  let failing = false;
  beforeAll(async () => {
    service = createServer((request, response) => {
      const url = new URL(request.url!, 'http://127.0.0.1');
      asked.push(url);
      if (failing) return void response.writeHead(503).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [-1.68, 48.11] },
              properties: { id: '35238_1234_00008', label: '8 Rue de la Paix 35000 Rennes', name: '8 Rue de la Paix', city: 'Rennes', postcode: '35000', citycode: '35238', score: 0.9 },
            },
            { type: 'Feature', properties: { label: 'no id: dropped' } },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    remote = await createTestApp({ env: { GEO_ADDRESS_URL: `http://127.0.0.1:${port}/search/` } });
    token = await remote.login('agent');
  });
  afterAll(async () => {
    await remote.close();
    await new Promise((resolve) => service.close(resolve));
  });

  it('proxies the query and answers the same shape, dropping malformed features', async () => {
    asked = [];
    const answer = await search('8 rue de la paix rennes', remote);
    expect(asked[0]!.pathname).toBe('/search/');
    expect(asked[0]!.searchParams.get('q')).toBe('8 rue de la paix rennes');
    expect(asked[0]!.searchParams.get('limit')).toBe('10');
    expect(answer.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-1.68, 48.11] },
        properties: { id: '35238_1234_00008', label: '8 Rue de la Paix 35000 Rennes', city: 'Rennes', postcode: '35000', citycode: '35238' },
      },
    ]);
  });

  it('falls back to the offline communes when the service fails', async () => {
    failing = true;
    expect(labels(await search('Rennes', remote))[0]).toBe('Rennes (35000)');
    failing = false;
  });
});
