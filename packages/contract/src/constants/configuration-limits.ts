/** Kept apart from the configuration schemas: the list screen's save dialog reads it without loading TypeBox. */

/** The highest order a saved list configuration takes (its place among the tabs and menu entries; from 0). */
export const CONFIGURATION_ORDER_MAX = 1_000_000;
