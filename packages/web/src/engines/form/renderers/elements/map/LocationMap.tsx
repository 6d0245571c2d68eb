// Leaflet's own styles: without them tiles and markers are misplaced.
// oxlint-disable-next-line import/no-unassigned-import
import 'leaflet/dist/leaflet.css';
import { messages } from '@ossature/contract';
import Close from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useUser } from '../../../../../auth/user-context';
import { DEFAULT_CENTER, MARKER_COLOR, type PlacedMarker } from './map-geometry';

const text = messages.formRich;

/** SPEC §9 map constants. */
const DEFAULT_ZOOM = 5;
const USER_CENTER_ZOOM = 12;
const MAX_ZOOM = 19;
const FIT_ZOOM = 16;

/** Material's 'room' pin (SPEC §9 'icon room'), drawn in the marker's colour. */
const ROOM_PATH = 'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5z';
const pinIcon = (color: string) =>
  divIcon({
    className: 'ossature-map-pin',
    html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path fill="${color}" d="${ROOM_PATH}"/></svg>`,
    iconSize: [36, 36],
    iconAnchor: [18, 34],
  });

const safeColor = (color: string | null | undefined) => (color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : MARKER_COLOR);

/**
 * Fits the view on the markers (zoom 16 at most); without markers, centres on the user's default centre if any. It
 * refits only when the positions change, not on every render: the user's panning stays.
 */
function FitView({ markers, userCentre }: { markers: PlacedMarker[]; userCentre: [number, number] | null }) {
  const map = useMap();
  const points = JSON.stringify(markers.map((marker) => marker.geometry.coordinates));
  const centre = JSON.stringify(userCentre);
  useEffect(() => {
    const positions = JSON.parse(points) as [number, number][];
    const fallback = JSON.parse(centre) as [number, number] | null;
    if (positions.length === 1) map.setView(positions[0]!, FIT_ZOOM);
    else if (positions.length > 1) map.fitBounds(latLngBounds(positions), { maxZoom: FIT_ZOOM, padding: [24, 24] });
    else if (fallback) map.setView(fallback, USER_CENTER_ZOOM);
  }, [map, points, centre]);
  return null;
}

/** An OpenStreetMap-style map (react-leaflet) with the record's markers. */
export function LocationMap({ markers, tileUrl, height, label }: { markers: PlacedMarker[]; tileUrl: string; height: number | string; label: string }) {
  const userCentre = useUser().map_default_center;
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        height,
        width: '100%',
        '& .ossature-map-pin': { background: 'none', border: 0 },
        // Leaflet's attribution links differ from their text by colour alone, too faint a difference (2.5:1).
        '& .leaflet-control-attribution a': { textDecoration: 'underline' },
      }}
    >
      <MapContainer
        center={userCentre ?? DEFAULT_CENTER}
        zoom={userCentre ? USER_CENTER_ZOOM : DEFAULT_ZOOM}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={tileUrl} maxZoom={MAX_ZOOM} attribution="&copy; OpenStreetMap" />
        {markers.map(({ geometry, label: name }) => (
          <Marker key={geometry.id} position={geometry.coordinates} icon={pinIcon(safeColor(geometry.color))} title={name} alt={name} />
        ))}
        <FitView markers={markers} userCentre={userCentre} />
      </MapContainer>
    </Box>
  );
}

/** SPEC §2 'Map dialog shows a location': the same map, full screen. */
export function MapDialog({ markers, tileUrl, title, onClose }: { markers: PlacedMarker[]; tileUrl: string; title: string; onClose(): void }) {
  // Leaflet measures its container: the map is drawn once the dialog has its size.
  const [entered, setEntered] = useState(false);
  return (
    <Dialog open fullScreen onClose={onClose} aria-label={title} slotProps={{ transition: { onEntered: () => setEntered(true) } }}>
      <DialogTitle sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={text.mapClose} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex' }}>
        {entered && <LocationMap markers={markers} tileUrl={tileUrl} height="100%" label={title} />}
      </DialogContent>
    </Dialog>
  );
}
