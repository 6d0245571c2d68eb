import { Type, type Static } from 'typebox';
import { TrackedAction } from './error-report.js';

/** One error report as the tools page lists it. */
export const ErrorReportSummary = Type.Object({
  code: Type.String(),
  created_at: Type.String(),
  username: Type.String(),
  location: Type.String(),
  error: Type.String(),
  actions: Type.Array(TrackedAction),
});
export type ErrorReportSummary = Static<typeof ErrorReportSummary>;

export const ClientSummary = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  users: Type.Integer(),
});
export type ClientSummary = Static<typeof ClientSummary>;

/** GET /api-internal/administration/tools — what super admins see on /content/administration_tools. */
export const AdministrationTools = Type.Object({
  app_version: Type.String(),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  clients: Type.Array(ClientSummary),
  /** The latest error reports of the current client organisation, newest first. */
  error_reports: Type.Array(ErrorReportSummary),
});
export type AdministrationTools = Static<typeof AdministrationTools>;
