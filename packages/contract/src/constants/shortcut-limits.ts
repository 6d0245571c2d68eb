/** Kept apart from the shortcut schemas: the web app's shell reads them without loading TypeBox. */

/** Longest title and link a shortcut keeps. */
export const SHORTCUT_TITLE_MAX = 150;
export const SHORTCUT_LINK_MAX = 2000;
