import { ADDRESS_RESULTS, type AddressFeature } from './address-schema.js';

/** A remote address service answers within this time, or the offline communes answer instead. */
export const REMOTE_TIMEOUT_MS = 3000;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** One feature of a BAN-compatible answer in our shape; anything without an id and a label is dropped. */
function toFeature(raw: unknown): AddressFeature | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { properties, geometry } = raw as { properties?: Record<string, unknown>; geometry?: { type?: unknown; coordinates?: unknown } };
  const id = text(properties?.id);
  const label = text(properties?.label);
  if (!id || !label) return null;
  const coordinates = geometry?.coordinates;
  const point =
    geometry?.type === 'Point' && Array.isArray(coordinates) && coordinates.length === 2 && coordinates.every((value) => typeof value === 'number')
      ? { type: 'Point' as const, coordinates: coordinates as number[] }
      : undefined;
  const optional = { city: text(properties?.city), postcode: text(properties?.postcode), citycode: text(properties?.citycode), context: text(properties?.context) };
  return {
    type: 'Feature',
    properties: { id, label, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) },
    ...(point ? { geometry: point } : {}),
  };
}

/**
 * Searches a BAN-compatible service (`{url}?q=…&limit=10`, e.g. https://api-adresse.data.gouv.fr/search/).
 * Throws on a time-out, a failed answer or an answer that is not a feature collection.
 */
export async function searchRemoteAddresses(url: string, query: string): Promise<AddressFeature[]> {
  const target = new URL(url);
  target.searchParams.set('q', query);
  target.searchParams.set('limit', String(ADDRESS_RESULTS));
  const response = await fetch(target, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`address service answered ${response.status}`);
  const body = (await response.json()) as { features?: unknown };
  if (!Array.isArray(body.features)) throw new Error('address service answered without features');
  return body.features
    .map(toFeature)
    .filter((feature): feature is AddressFeature => feature !== null)
    .slice(0, ADDRESS_RESULTS);
}
