import { messages } from '@ossature/contract';
import OpenInFull from '@mui/icons-material/OpenInFull';
import { Alert, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormScope } from '../../../view/form-scope';
import type { LayoutElementProps } from '../../layouts/layout-entry';
import { LazyLocationMap as LocationMap, LazyMapDialog as MapDialog } from './lazy-map';
import { type PlacedMarker, isMarker, useTileUrl } from './map-geometry';

const text = messages.formRich;
const MAP_HEIGHT = 400;

/**
 * SPEC §2 'Map': the markers of the geometry fields listed in options.geometries. Only open_street_map is supported;
 * another type says 'Type de carte inconnu.'.
 */
export function MapElement({ element }: LayoutElementProps) {
  const scope = useFormScope();
  const tileUrl = useTileUrl();
  const [enlarged, setEnlarged] = useState(false);
  if (element.options?.map_type !== 'open_street_map') return <Alert severity="warning">{messages.formScreen.unknownMapType}</Alert>;
  const names = Array.isArray(element.options.geometries) ? (element.options.geometries as string[]) : [];
  const markers: PlacedMarker[] = names.flatMap((name) => {
    const geometry = scope.values[name];
    return isMarker(geometry) ? [{ geometry, label: scope.properties[name]?.label ?? name }] : [];
  });
  const label = element.label ?? text.map;
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          {label}
        </Typography>
        {tileUrl && (
          <Tooltip title={text.mapEnlarge}>
            <IconButton aria-label={text.mapEnlarge} onClick={() => setEnlarged(true)}>
              <OpenInFull />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {tileUrl ? (
        <LocationMap markers={markers} tileUrl={tileUrl} height={MAP_HEIGHT} label={label} />
      ) : (
        <Typography color="text.secondary">{markers.map(({ geometry }) => geometry.coordinates.join(', ')).join(' ; ') || text.mapNoPosition}</Typography>
      )}
      {enlarged && tileUrl && <MapDialog markers={markers} tileUrl={tileUrl} title={label} onClose={() => setEnlarged(false)} />}
    </Box>
  );
}
