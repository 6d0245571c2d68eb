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

export interface Database {
  client: ClientTable;
  client_module: ClientModuleTable;
  client_setting: ClientSettingTable;
  app_user: AppUserTable;
  user_module: UserModuleTable;
  user_setting: UserSettingTable;
  session_token: SessionTokenTable;
  login_attempt: LoginAttemptTable;
  error_report: ErrorReportTable;
}
