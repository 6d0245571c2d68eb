/** Kept apart from the stream's schemas: the web app's shell reads them without loading TypeBox. */

/** SPEC §7 'Real-time stream… message types'. */
export const REALTIME_MESSAGE_TYPES = [
  'FORM_UPDATED',
  'TIME_LOGGING_UPDATED',
  'NOTIFY_USER',
  'TRIGGER_SURVEYED',
  'RESET_SURVEYED',
  'INCIDENTS_UPDATED',
  'UPDATE_TASK_COUNTER',
  'UPDATE_TASKS',
  /** Beyond the spec: who has a record open right now (issue 14 item 7). */
  'PRESENCE_UPDATED',
] as const;
export type RealtimeMessageType = (typeof REALTIME_MESSAGE_TYPES)[number];
