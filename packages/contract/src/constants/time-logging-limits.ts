/** Kept apart from the time logging schemas: the web app's shell reads them without loading TypeBox. */

/** SPEC §9: an activity's bar is full at a working day of 8 hours, and never drawn below 5 %. */
export const TIME_LOGGING_FULL_DAY_SECONDS = 28_800;
export const TIME_LOGGING_MIN_PERCENT = 5;

/** Longest activity id or choice value a request may name, and workstation name it may send (its column's width). */
export const TIME_LOGGING_NAME_MAX = 64;
export const TIME_LOGGING_WORKSTATION_MAX = 100;
