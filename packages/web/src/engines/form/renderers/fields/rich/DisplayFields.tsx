import { messages } from '@ossature/contract';
import OpenInFull from '@mui/icons-material/OpenInFull';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { LazyLocationMap as LocationMap, LazyMapDialog as MapDialog } from '../../elements/map/lazy-map';
import { isMarker, useTileUrl } from '../../elements/map/map-geometry';
import { safeHtml } from '../../../../../html/safe-html';
import type { FieldProps } from '../../field-entry';

const text = messages.formRich;
const SMALL_MAP_HEIGHT = 200;

/** content kind: the static HTML of the definition (property.content) under the field's label. */
export function ContentField({ property }: FieldProps) {
  return (
    <Box component="section" aria-label={property.label}>
      <Typography variant="subtitle2" component="h3">
        {property.label}
      </Typography>
      <Box sx={{ typography: 'body2', '& p': { my: 1 } }} dangerouslySetInnerHTML={safeHtml(property.content ?? '')} />
    </Box>
  );
}

/** inline_right_html kind: computed HTML beside the fields it is computed from, read-only. */
export function InlineHtmlField({ property, value, id }: FieldProps) {
  return (
    <Box component="section" aria-labelledby={`${id}-label`} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, height: '100%' }}>
      <Typography id={`${id}-label`} variant="caption" color="text.secondary">
        {property.label}
      </Typography>
      <Box id={id} sx={{ typography: 'body2', '& p': { my: 0.5 } }} dangerouslySetInnerHTML={safeHtml(typeof value === 'string' ? value : '')} />
    </Box>
  );
}

/** submit kind: a button inside the form that writes its change_field, then saves (e.g. 'Publier'). */
export function SubmitField({ property, readOnly, scope }: FieldProps) {
  const { form } = scope;
  return (
    <Box>
      <Button
        variant="contained"
        disabled={readOnly || form.state.submit}
        onClick={() => void form.submit(property.change_field ? { changeField: property.change_field } : {})}
      >
        {property.label}
      </Button>
    </Box>
  );
}

/** geometry_map kind (read-only): a small map with the marker, or the coordinates when no map can be drawn. */
export function GeometryField({ property, value, id }: FieldProps) {
  const tileUrl = useTileUrl();
  const [enlarged, setEnlarged] = useState(false);
  const markers = isMarker(value) ? [{ geometry: value, label: property.label }] : [];
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`${id}-label`} variant="caption" color="text.secondary">
          {property.label}
        </Typography>
        {tileUrl && markers.length > 0 && (
          <Tooltip title={text.mapEnlarge}>
            <IconButton size="small" aria-label={text.mapEnlarge} onClick={() => setEnlarged(true)}>
              <OpenInFull fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {tileUrl && markers.length > 0 ? (
        <LocationMap markers={markers} tileUrl={tileUrl} height={SMALL_MAP_HEIGHT} label={property.label} />
      ) : (
        <Typography id={id} variant="body2">
          {markers[0]?.geometry.coordinates.join(', ') ?? text.mapNoPosition}
        </Typography>
      )}
      {enlarged && tileUrl && <MapDialog markers={markers} tileUrl={tileUrl} title={property.label} onClose={() => setEnlarged(false)} />}
    </Box>
  );
}
