import { apiRequest } from '../../../../../api/api-client';

/** One suggestion of GET /api-internal/geo/address (SPEC §7): the national address service's shape. */
export interface AddressFeature {
  type: 'Feature';
  properties: { id: string; label: string; city?: string; postcode?: string; citycode?: string; context?: string };
}

/** The server takes 2 to 200 characters. */
export const ADDRESS_QUERY = { min: 2, max: 200 };

/** Address suggestions for what the user typed; nothing is asked below 2 characters. */
export async function searchAddresses(text: string, signal: AbortSignal): Promise<AddressFeature[]> {
  const query = text.trim().slice(0, ADDRESS_QUERY.max);
  if (query.length < ADDRESS_QUERY.min) return [];
  const answer = await apiRequest<{ features: AddressFeature[] }>('GET', `/api-internal/geo/address?q=${encodeURIComponent(query)}`, { signal });
  return answer.features;
}
