/** SPEC §2: the tools panel is dragged vertically, never closer than 100 px to the top. */
export const PANEL_MIN_TOP = 100;
const STORAGE_KEY = 'ossature.side-tools.top';

/** Where the panel may stand: from 100 px to the bottom of the window less its own height. */
export const clampTop = (top: number, panelHeight: number, windowHeight: number) =>
  Math.round(Math.max(PANEL_MIN_TOP, Math.min(top, windowHeight - panelHeight)));

/** The user's last position, kept on this browser: the panel stays where they put it, form after form. */
export function storedTop(): number | null {
  const stored = Number(localStorage.getItem(STORAGE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

export const storeTop = (top: number) => localStorage.setItem(STORAGE_KEY, String(top));
