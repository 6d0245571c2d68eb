import { useUser } from '../../../../../auth/user-context';

/**
 * What a map shows, without the map: marker geometries and the tile service. Kept apart from LocationMap.tsx so that
 * a form imports Leaflet only when it draws a map (lazy-map.tsx).
 */

/** SPEC §9 map constants. */
export const DEFAULT_CENTER: [number, number] = [47.202051, 2.812563];
export const MARKER_COLOR = '#0088c8';

/** SPEC §3 'Map geometry' of a marker, as geometry_map fields hold it. */
export interface MarkerGeometry {
  id: string | number;
  type: 'marker' | 'point';
  coordinates: [number, number];
  color?: string | null;
}

export const isMarker = (value: unknown): value is MarkerGeometry => {
  const geometry = value as MarkerGeometry | null;
  return (
    typeof geometry === 'object' &&
    geometry !== null &&
    (geometry.type === 'marker' || geometry.type === 'point') &&
    Array.isArray(geometry.coordinates) &&
    geometry.coordinates.length === 2 &&
    geometry.coordinates.every((coordinate) => typeof coordinate === 'number' && Number.isFinite(coordinate))
  );
};

/** A marker and what names it (the geometry field's label): the marker's accessible name. */
export interface PlacedMarker {
  geometry: MarkerGeometry;
  label: string;
}

/** The tile service the server configured (setting map_tile_url); without one, no map is drawn. */
export function useTileUrl(): string | null {
  return useUser().user_settings.map_tile_url || null;
}
