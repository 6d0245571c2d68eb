/** Kept apart from the list schemas: the list screen's group-by select reads it without loading TypeBox. */

/**
 * The most group levels a list may be grouped by (SPEC §4 'Regrouper par': as many as the user chooses): a list
 * request, a saved configuration and the screen's select all stop here, so that what one offers the others take.
 */
export const LIST_GROUP_LEVELS_MAX = 6;
