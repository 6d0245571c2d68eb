import type { Generated } from 'kysely';

/**
 * Row types of the foundation tables. Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both
 * databases, so every query behaves the same on SQLite and PostgreSQL.
 */
export interface ClientTable {
  id: Generated<number>;
  code: string;
  name: string;
  created_at: string;
  settings_version: Generated<number>;
  settings_updated_at: string | null;
  settings_updated_by: number | null;
}

export interface ClientModuleTable {
  client_id: number;
  module: string;
}

export interface ClientSettingTable {
  client_id: number;
  key: string;
  value: string;
}

export interface AppUserTable {
  id: Generated<number>;
  client_id: number;
  username: string;
  password_hash: string;
  name: string;
  identity_name: string;
  /** 'staff' or 'partner': what module rights are granted by. */
  role: string;
  is_admin: number;
  is_super_admin: number;
  active: number;
  created_at: string;
  version: Generated<number>;
  settings_version: Generated<number>;
}

export interface UserModuleTable {
  user_id: number;
  module: string;
}

export interface UserSettingTable {
  user_id: number;
  key: string;
  value: string;
  updated_at: string;
}

export interface SessionTokenTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the bearer token: a stolen database does not give usable tokens. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string;
  revoked_at: string | null;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  username: string;
  ip: string;
  succeeded: number;
  created_at: string;
}

export interface ErrorReportTable {
  id: Generated<number>;
  code: string;
  client_id: number;
  user_id: number;
  location: string;
  error: string;
  info: string;
  actions: string;
  user_agent: string;
  created_at: string;
}

export interface HistoryEntryTable {
  id: Generated<number>;
  client_id: number;
  table_name: string;
  record_id: number;
  /** 'Création', 'Modification', 'Suppression' or 'Bulk' (SPEC §3 History entry). */
  type: string;
  user_id: number;
  user_name: string;
  username: string;
  created_at: string;
  /** JSON: field label → {old, new}. */
  modification: string;
  /** JSON: collection row changes. */
  sub_changes: string;
  /** JSON: column → {old, new}, raw values, for super admins. */
  technical_diff: string;
  conflict: number;
  /** The bulk action's batch that wrote a Bulk entry (migration 0008). */
  bulk_batch_id: number | null;
}

export interface StoredFileTable {
  id: Generated<number>;
  client_id: number;
  filename: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: string;
  created_by: number;
}

export interface FormJobTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  module: string;
  /** The record the save changes; null for a creation. */
  record_id: number | null;
  /** JSON of the validated submission. */
  payload: string;
  /** 'pending', 'running', 'done' or 'failed'. */
  status: string;
  error: string | null;
  created_at: string;
  done_at: string | null;
  /** Until when the instance that claimed the job holds it (ISO time); past it, another instance may take it over. */
  lease_until: string | null;
  /** The claim that holds the job: only it may mark the job done, in the transaction that applies the save. */
  lease_token: string | null;
  /** How many times the job was claimed. */
  attempts: Generated<number>;
}

export interface ListConfigurationTable {
  id: Generated<number>;
  /** Null for the application's own configurations. */
  client_id: number | null;
  /** The author of a USER configuration; null for the others. */
  user_id: number | null;
  /** 'APP', 'CLIENT' or 'USER'. */
  scope: string;
  /** The list (module) it belongs to. */
  list_name: string;
  name: string;
  title: string;
  sort_order: number;
  display_persisted: number;
  /** JSON of the contract's ListConfigurationBody. */
  configuration: string;
  version: number;
  created_at: string;
  created_by: number;
  updated_at: string;
  updated_by: number;
}

/** An export or print link (migration 0007). */
export interface ListExportTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  list_name: string;
  /** The list's page params (base64), as the list was opened with. */
  params: string | null;
  /** JSON of the list-data query parameters the export is of. */
  query: string;
  output: string;
  encoding: string;
  title: string;
  /** sha256 (hex) of the link's token. */
  token_hash: string;
  created_at: string;
  /** Until when the link opens (a background export's file is kept as long). */
  expires_at: string;
  /** 'link' (written as it downloads), or a background export's 'queued', 'running', 'done', 'failed', 'cancelled'. */
  status: string;
  rows_written: Generated<number>;
  rows_total: number | null;
  file_size: number | null;
  lease_token: string | null;
  lease_until: string | null;
  attempts: Generated<number>;
  error: string | null;
  finished_at: string | null;
}

/** A run of a bulk action (migration 0008). */
export interface BulkBatchTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  module: string;
  /** The bulk action's form name. */
  action: string;
  list_name: string;
  /** JSON of the values every record takes. */
  values: string;
  /** 'queued', 'running', 'done', 'failed', 'cancelled', 'undoing', 'undone'. */
  status: string;
  total: number;
  /** Records changed (or, undoing, restored) so far. */
  done: Generated<number>;
  /** Undoing: records changed by someone since, left as they are. */
  kept: Generated<number>;
  cancel_requested: Generated<number>;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  lease_token: string | null;
  lease_until: string | null;
  attempts: Generated<number>;
}

/** One selected record of a batch (migration 0008). */
export interface BulkBatchItemTable {
  batch_id: number;
  record_id: number;
  /** 'pending', 'done', 'unchanged' (already had the values), then 'restored' or 'kept' when undone. */
  status: string;
  /** JSON of the changed fields' values before the batch. */
  before: string | null;
  /** The record's version once the batch changed it: undo restores only a record still at it. */
  after_version: number | null;
}

/** A comment on a record: HTML sanitised on the way in. */
export interface RecordCommentTable {
  id: Generated<number>;
  client_id: number;
  module: string;
  record_id: number;
  content: string;
  created_at: string;
  created_by: number;
  updated_at: string;
}

/** A colleague a comment mentions (notified once, when first mentioned). */
export interface RecordCommentMentionTable {
  comment_id: number;
  user_id: number;
}

/** A task, on a record (module + record_id) or standalone (both null). Dates are ISO text: days YYYY-MM-DD. */
export interface TaskTable {
  id: Generated<number>;
  client_id: number;
  module: string | null;
  record_id: number | null;
  name: string;
  description: Generated<string>;
  planned_date: string | null;
  due_date: string | null;
  reminder_at: string | null;
  assigned_to: number | null;
  /** 'todo' or 'done'. */
  status: string;
  done_date: string | null;
  version: Generated<number>;
  created_at: string;
  created_by: number;
  updated_at: string;
}

/** A document of the library (a record of the module declaring `documentLibrary`) attached to a record. */
export interface RecordDocumentTable {
  id: Generated<number>;
  client_id: number;
  document_id: number;
  module: string;
  record_id: number;
  created_at: string;
  created_by: number;
}

/** The contents of a stored file kept in the database (PostgreSQL), by the stored file's storage key. */
export interface FileContentTable {
  storage_key: string;
  client_id: number;
  content: Buffer;
}

/** A record's request for validation: ACTIVE until its last step is validated (DONE) or a step refuses it (REFUSED). */
export interface ValidationRequestTable {
  id: Generated<number>;
  client_id: number;
  module: string;
  record_id: number;
  status: string;
  /** The step waiting for a decision (0 for the first); the last one decided once the request ended. */
  step_index: number;
  comment: string | null;
  created_by: number;
  created_at: string;
  finished_at: string | null;
}

/** A decision on a step of a request: 'validate' or 'refuse', by whom, when, with an optional comment. */
export interface ValidationDecisionTable {
  id: Generated<number>;
  request_id: number;
  step_index: number;
  type: string;
  decided_by: number;
  decision: string;
  comment: string | null;
  decided_at: string;
}

/** A browser tab with a record open (who else is on it): refreshed by its heartbeat, stale after 45 s. */
export interface RecordPresenceTable {
  client_id: number;
  module: string;
  record_id: number;
  user_id: number;
  tab: string;
  opened_at: string;
  seen_at: string;
  /** The rich-text field the tab's focus is in, if any. */
  editing: string | null;
}

/** A user watching a record: notified when someone else changes it. */
export interface RecordWatcherTable {
  client_id: number;
  module: string;
  record_id: number;
  user_id: number;
  created_at: string;
}

/** A notification of the bell, to one recipient (`user_id`); from a colleague, or the application (sender null). */
export interface NotificationTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  sender_id: number | null;
  /** 'mention', 'watch', 'task' or 'validation' (the contract's NotificationType). */
  type: string;
  title: string;
  /** Sanitised HTML. */
  message: string;
  /** An app path ('/form/…') or null. */
  link: string | null;
  task_id: number | null;
  created_at: string;
  /** Null while unread. */
  read_at: string | null;
}

/** A message about an incident (a record of the module declaring `incidents`): plain text, by a user of the organisation. */
export interface IncidentMessageTable {
  id: Generated<number>;
  client_id: number;
  incident_id: number;
  author_id: number;
  body: string;
  created_at: string;
}

/**
 * A stretch of time a user logged on an activity of the top bar (and its choice), running while `stopped_at` is null;
 * once stopped, carried into the timesheet `carried_to`, or kept out of the validated timesheet of `not_carried_month`.
 */
export interface TimeLogTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  activity: string;
  choice: string | null;
  workstation: string | null;
  started_at: string;
  stopped_at: string | null;
  carried_to: number | null;
  not_carried_month: string | null;
}

export interface Database {
  client: ClientTable;
  client_module: ClientModuleTable;
  client_setting: ClientSettingTable;
  app_user: AppUserTable;
  user_module: UserModuleTable;
  user_setting: UserSettingTable;
  session_token: SessionTokenTable;
  login_attempt: LoginAttemptTable;
  bulk_batch: BulkBatchTable;
  bulk_batch_item: BulkBatchItemTable;
  error_report: ErrorReportTable;
  history_entry: HistoryEntryTable;
  stored_file: StoredFileTable;
  form_job: FormJobTable;
  list_configuration: ListConfigurationTable;
  list_export: ListExportTable;
  record_comment: RecordCommentTable;
  record_watcher: RecordWatcherTable;
  record_presence: RecordPresenceTable;
  notification: NotificationTable;
  time_log: TimeLogTable;
  incident_message: IncidentMessageTable;
  record_comment_mention: RecordCommentMentionTable;
  task: TaskTable;
  validation_request: ValidationRequestTable;
  validation_decision: ValidationDecisionTable;
  record_document: RecordDocumentTable;
  file_content: FileContentTable;
}
