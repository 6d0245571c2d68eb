import { Type, type Static } from 'typebox';

/** The link an export or a print opens: its own short-lived token in the URL (`jwt`), never the session's. */
export const ExportLink = Type.Object({ url: Type.String(), expires_at: Type.String() });
export type ExportLink = Static<typeof ExportLink>;

/** One of the caller's background exports: its progress, then its file to download for a day. */
export const RecentExport = Type.Object({
  id: Type.Integer(),
  list_name: Type.String(),
  title: Type.String(),
  output: Type.String(),
  /** 'queued', 'running', 'done', 'failed', 'cancelled' or 'expired'. */
  status: Type.String(),
  rows_written: Type.Integer(),
  rows_total: Type.Union([Type.Integer(), Type.Null()]),
  file_size: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});
export type RecentExport = Static<typeof RecentExport>;

/** csv's encodings (SPEC §9: UTF-8 by default; ISO-8859-1 where the organisation lets its users choose). */
export const EXPORT_ENCODINGS = ['UTF-8', 'ISO-8859-1'] as const;
