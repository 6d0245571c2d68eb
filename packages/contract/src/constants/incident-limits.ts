/** Kept apart from the incident schemas: the web app's shell reads them without loading TypeBox. */

/** Longest message kept, in characters, once decoded and trimmed. */
export const INCIDENT_MESSAGE_MAX = 4000;
/** Messages of a thread per page (the latest first asked, then older ones by `before_id`). */
export const INCIDENT_MESSAGES_PAGE = 50;
/** Open incidents the counter lists with its count, the most recently reported first. */
export const INCIDENT_COUNTER_LISTED = 10;
