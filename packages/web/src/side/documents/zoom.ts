/** SPEC §9: the previewer's zoom starts at 1 and moves by 0.3. */
export const ZOOM_START = 1;
export const ZOOM_STEP = 0.3;
const ZOOM_MIN = 0.4;
const ZOOM_MAX = 3.1;

/** One step in or out, kept within sensible bounds and free of floating-point dust (1.3, not 1.2999999). */
export const zoomed = (zoom: number, direction: 1 | -1) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round((zoom + direction * ZOOM_STEP) * 10) / 10));

export const canZoom = (zoom: number, direction: 1 | -1) => zoomed(zoom, direction) !== zoom;
