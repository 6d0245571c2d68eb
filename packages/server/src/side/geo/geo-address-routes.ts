import { ApiError } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddressAnswer, AddressQuery, type AddressFeature } from './address-schema.js';
import { searchRemoteAddresses } from './ban-address-source.js';
import { CommunesIndex } from './communes-index.js';

/** One index per process, whatever the number of apps (tests build many): the data files take ≈ 0.3 s to read. */
let communes: Promise<CommunesIndex> | undefined;
const communesIndex = () =>
  (communes ??= CommunesIndex.load().catch((error: unknown) => {
    // A failed read is tried again by the next search rather than remembered.
    communes = undefined;
    throw error;
  }));

/**
 * GET /api-internal/geo/address?q= — address suggestions for the address field (SPEC §7). Offline by default, from
 * the French communes; a BAN-compatible service when GEO_ADDRESS_URL is set, with the communes as a fallback when
 * it fails or is too slow. Authenticated like every /api-internal call (the scope's hook).
 */
export const geoAddressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const remoteUrl = app.config.geoAddressUrl;
  // A real server builds the index as it starts listening, so that the first user does not wait for it.
  if (!remoteUrl) app.addHook('onListen', async () => void (await communesIndex()));

  async function search(query: string): Promise<AddressFeature[]> {
    if (remoteUrl) {
      try {
        return await searchRemoteAddresses(remoteUrl, query);
      } catch (error) {
        app.log.warn({ err: error }, 'address service failed, answering from the offline communes');
      }
    }
    return (await communesIndex()).search(query);
  }

  app.get(
    '/api-internal/geo/address',
    { schema: { querystring: AddressQuery, response: { 200: AddressAnswer, 400: ApiError } } },
    async (request) => ({ type: 'FeatureCollection' as const, features: await search(request.query.q) }),
  );
};
