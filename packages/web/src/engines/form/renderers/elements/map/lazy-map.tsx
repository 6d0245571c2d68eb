import { Skeleton } from '@mui/material';
import { lazyRenderer } from '../../lazy-renderer';

/** Leaflet and its styles are a script of their own, loaded when a form first draws a map; its room is kept meanwhile. */
export const LazyLocationMap = lazyRenderer(
  () => import('./LocationMap').then((module) => module.LocationMap),
  (props) => <Skeleton variant="rectangular" height={props.height} aria-label={props.label} />,
);

/** The enlarged map's dialog (Leaflet is there by then: the small map loaded it). */
export const LazyMapDialog = lazyRenderer(() => import('./LocationMap').then((module) => module.MapDialog));
