import { administrationMessages } from './administration.js';
import { authMessages } from './auth.js';
import { formMessages } from './form.js';
import { formChoicesMessages } from './form-choices.js';
import { formCollectionsMessages } from './form-collections.js';
import { formInputsMessages } from './form-inputs.js';
import { formRichMessages } from './form-rich.js';
import { formScreenMessages } from './form-screen.js';
import { httpMessages } from './http.js';
import { listMessages } from './list.js';
import { listBulkMessages } from './list-bulk.js';
import { listScreenMessages } from './list-screen.js';
import { listExportMessages } from './list-export.js';
import { planningMessages } from './planning.js';
import { realtimeMessages } from './realtime.js';
import { shellMessages } from './shell.js';
import { sideToolsMessages } from './side-tools.js';
import { commentMessages } from './comment.js';
import { taskMessages } from './task.js';
import { documentMessages } from './document.js';
import { validationMessages, workflowMessages } from './validation.js';
import { documentScreenMessages } from './document-screen.js';
import { notificationMessages } from './notification.js';
import { timeLoggingMessages } from './time-logging.js';
import { shortcutMessages } from './shortcut.js';
import { kpiMessages } from './kpi.js';
import { incidentMessages } from './incident.js';
import { presenceMessages } from './presence.js';

/**
 * The French message catalogue. Every text a user can read comes from here (server answers included), so the wording
 * of SPEC.md lives in one place and both sides agree on it.
 */
export const messages = {
  administration: administrationMessages,
  auth: authMessages,
  form: formMessages,
  formScreen: formScreenMessages,
  formInputs: formInputsMessages,
  formChoices: formChoicesMessages,
  formRich: formRichMessages,
  formCollections: formCollectionsMessages,
  http: httpMessages,
  list: listMessages,
  listExport: listExportMessages,
  listBulk: listBulkMessages,
  listScreen: listScreenMessages,
  planning: planningMessages,
  realtime: realtimeMessages,
  shell: shellMessages,
  sideTools: sideToolsMessages,
  comment: commentMessages,
  task: taskMessages,
  document: documentMessages,
  validation: validationMessages,
  workflow: workflowMessages,
  documentScreen: documentScreenMessages,
  notification: notificationMessages,
  timeLogging: timeLoggingMessages,
  shortcut: shortcutMessages,
  kpi: kpiMessages,
  incident: incidentMessages,
  presence: presenceMessages,
} as const;

/** Fills `{name}` placeholders of a catalogue text. Unknown placeholders are left as they are, to stay visible. */
export function formatMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
