import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { messages } from '@ossature/contract';
import { isoAfter, isoNow } from '../../../infra/clock.js';
import { HttpError } from '../../../infra/http-error.js';
import type { Selectable } from 'kysely';
import type { ListExportTable } from '../../../infra/tables.js';
import { hasInvalidCharacters } from '../../../metadata/kinds/text-kinds.js';
import { actingCaller } from '../../../records/acting-caller.js';
import type { Caller, RecordDeps } from '../../../records/record-access.js';
import { resolveListQuery } from '../list-query.js';
import type { ExportEncoding } from './export-document.js';
import { exportedColumns } from './export-lines.js';
import { type ExportOutput, exportFormats, isExportOutput } from './export-formats.js';

/** A link opens for this long: the time to open the new window, or a slow download to start. */
export const EXPORT_LINK_TTL_MS = 10 * 60_000;
/** A background export's file stays listed, and can be downloaded, for a day after it was asked for. */
export const EXPORT_RETENTION_MS = 24 * 3_600_000;

type Query = Record<string, string | string[]>;

export interface ExportRequest {
  output: string;
  encoding?: string;
  title?: string;
  /** The list-data parameters of the list as the user sees it (filters, search, sort, groups, hidden[], order[]). */
  query: Query;
  /** Written by a job to a file kept for a day, with its progress, instead of while it downloads. */
  background?: boolean;
}

export interface ExportLink {
  id: number;
  listName: string;
  params: string | undefined;
  query: Query;
  output: ExportOutput;
  encoding: ExportEncoding;
  title: string;
  status: string;
  createdAt: string;
}

/** A background export as its author sees it in their recent exports. */
export interface RecentExport {
  id: number;
  list_name: string;
  title: string;
  output: string;
  status: string;
  rows_written: number;
  rows_total: number | null;
  file_size: number | null;
  created_at: string;
  finished_at: string | null;
  error: string | null;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest();
const newToken = () => randomBytes(32).toString('base64url');
const linkUrl = (id: number, token: string) => `/proxy/list/export/${id}?jwt=${token}`;

async function encodingOf(deps: RecordDeps, caller: Caller, encoding: string | undefined): Promise<ExportEncoding> {
  if (encoding === undefined || encoding === '' || encoding === 'UTF-8') return 'UTF-8';
  if (encoding !== 'ISO-8859-1') throw new HttpError(400, messages.listExport.unknownEncoding);
  // SPEC §3 has_choice_encoding: the organisation decides whether its users may ask for ISO-8859-1.
  const setting = await deps.db
    .selectFrom('client_setting')
    .select('value')
    .where('client_id', '=', caller.auth.clientId)
    .where('key', '=', 'has_choice_encoding')
    .executeTakeFirst();
  if (setting?.value !== '1') throw new HttpError(400, messages.listExport.encodingNotAllowed);
  return 'ISO-8859-1';
}

type StoredExport = Selectable<ListExportTable>;

export const recentExportOf = (row: Pick<StoredExport, keyof RecentExport>): RecentExport => ({
  id: row.id,
  list_name: row.list_name,
  title: row.title,
  output: row.output,
  status: row.status,
  rows_written: Number(row.rows_written),
  rows_total: row.rows_total === null ? null : Number(row.rows_total),
  file_size: row.file_size === null ? null : Number(row.file_size),
  created_at: row.created_at,
  finished_at: row.finished_at,
  // The technical cause stays in the server's log; the author reads what to do.
  error: row.status === 'failed' ? messages.listExport.failed : null,
});

const RECENT_COLUMNS = ['id', 'list_name', 'title', 'output', 'status', 'rows_written', 'rows_total', 'file_size', 'created_at', 'finished_at', 'error'] as const;

/**
 * Prepares an export or a print: checks everything it asks (the list, its query against the list's columns, the
 * format, the encoding) so that a bad one is refused here, in French, not in a blank window; then records it. A
 * direct one answers the URL the new window opens, with a token of its own, never the session's; a background one
 * is queued for the export jobs and answers what the recent exports show of it.
 */
export async function createExport(
  deps: RecordDeps,
  caller: Caller,
  domain: string,
  params: string | undefined,
  request: ExportRequest,
): Promise<{ url: string; expires_at: string } | { export: RecentExport }> {
  if (!isExportOutput(request.output)) throw new HttpError(400, messages.listExport.unknownFormat);
  const encoding = await encodingOf(deps, caller, request.encoding);
  const { module, request: listRequest } = await resolveListQuery(deps, caller, domain, '1', '0', params, request.query);
  const offered: readonly string[] = module.list.exportFormats;
  if (request.output !== 'pdf' && !offered.includes(request.output)) throw new HttpError(400, messages.listExport.formatNotOffered);
  if (exportedColumns(module, listRequest).length === 0) throw new HttpError(400, messages.listExport.noColumn);
  if (request.title !== undefined && hasInvalidCharacters(request.title)) throw new HttpError(400, messages.form.invalidCharacters);
  const token = newToken();
  // A background export's file gets links of its own when it is done (exportFileLink): this first token never opens.
  const expiresAt = request.background ? isoNow(deps.clock) : isoAfter(deps.clock, EXPORT_LINK_TTL_MS);
  const row = await deps.db
    .insertInto('list_export')
    .values({
      client_id: caller.auth.clientId,
      user_id: caller.auth.userId,
      list_name: domain,
      params: params ?? null,
      query: JSON.stringify(request.query),
      output: request.output,
      encoding,
      title: request.title?.trim().slice(0, 200) || module.definition.label,
      token_hash: sha256(token).toString('hex'),
      created_at: isoNow(deps.clock),
      expires_at: expiresAt,
      status: request.background ? 'queued' : 'link',
      rows_total: null,
      file_size: null,
      lease_token: null,
      lease_until: null,
      error: null,
      finished_at: null,
    })
    .returning(RECENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return request.background ? { export: recentExportOf(row) } : { url: linkUrl(row.id, token), expires_at: expiresAt };
}

/** When background exports asked for before it are no longer kept. */
export const retentionStart = (deps: RecordDeps) => new Date(deps.clock.now().getTime() - EXPORT_RETENTION_MS).toISOString();

/** The caller's background exports of the last day, newest first: the ones under way, done, failed or cancelled. */
export async function recentExports(deps: RecordDeps, caller: Caller): Promise<RecentExport[]> {
  const rows = await deps.db
    .selectFrom('list_export')
    .select(RECENT_COLUMNS)
    .where('user_id', '=', caller.auth.userId)
    .where('status', '!=', 'link')
    .where('created_at', '>', retentionStart(deps))
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return rows.map(recentExportOf);
}

/** One of the caller's own background exports, or 404 (another user's is as unknown as a missing one). */
async function ownExport(deps: RecordDeps, caller: Caller, id: number) {
  const row = await deps.db
    .selectFrom('list_export')
    .select(RECENT_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', caller.auth.userId)
    .where('status', '!=', 'link')
    .where('created_at', '>', retentionStart(deps))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, messages.listExport.exportNotFound);
  return row;
}

/** Stops a background export waiting or under way; the job sees it at its next batch and drops its file. */
export async function cancelExport(deps: RecordDeps, caller: Caller, id: number): Promise<RecentExport> {
  await ownExport(deps, caller, id);
  const cancelled = await deps.db
    .updateTable('list_export')
    .set({ status: 'cancelled', finished_at: isoNow(deps.clock), lease_token: null, lease_until: null })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 0) throw new HttpError(409, messages.listExport.alreadyFinished);
  return recentExportOf(await ownExport(deps, caller, id));
}

/** A fresh link to a finished background export's file (its first one was not kept: only its hash is stored). */
export async function exportFileLink(deps: RecordDeps, caller: Caller, id: number): Promise<{ url: string; expires_at: string }> {
  const row = await ownExport(deps, caller, id);
  if (row.status !== 'done') throw new HttpError(409, messages.listExport.notReady);
  const token = newToken();
  const kept = new Date(Date.parse(row.created_at) + EXPORT_RETENTION_MS).toISOString();
  const linkEnd = isoAfter(deps.clock, EXPORT_LINK_TTL_MS);
  const expiresAt = linkEnd < kept ? linkEnd : kept;
  await deps.db.updateTable('list_export').set({ token_hash: sha256(token).toString('hex'), expires_at: expiresAt }).where('id', '=', id).execute();
  return { url: linkUrl(id, token), expires_at: expiresAt };
}

/**
 * The export a link opens, for the user who asked for it, as they are now. A link unknown, of another export or
 * whose user is gone answers 404; an expired one 401 (ask again from the list).
 */
export async function openExportLink(deps: RecordDeps, id: number, token: string): Promise<{ link: ExportLink; caller: Caller }> {
  const row = await deps.db.selectFrom('list_export').selectAll().where('id', '=', id).executeTakeFirst();
  const matches = row !== undefined && timingSafeEqual(Buffer.from(row.token_hash, 'hex'), sha256(token));
  if (!row || !matches) throw new HttpError(404, messages.listExport.linkNotFound);
  if (row.expires_at <= isoNow(deps.clock)) throw new HttpError(401, messages.listExport.linkExpired);
  const caller = await actingCaller(deps.db, row.user_id);
  if (!caller || caller.auth.clientId !== row.client_id) throw new HttpError(404, messages.listExport.linkNotFound);
  return { caller, link: linkOf(row) };
}

export const linkOf = (row: Pick<Selectable<ListExportTable>, 'id' | 'list_name' | 'params' | 'query' | 'output' | 'encoding' | 'title' | 'status' | 'created_at'>): ExportLink => ({
  id: row.id,
  listName: row.list_name,
  params: row.params ?? undefined,
  query: JSON.parse(row.query) as Query,
  output: row.output as ExportOutput,
  encoding: row.encoding as ExportEncoding,
  title: row.title,
  status: row.status,
  createdAt: row.created_at,
});

/** Where a background export's file lives under the data directory. */
export const exportFilePath = (dir: string, id: number, output: string) => `${dir}/${id}.${exportFormats[output as ExportOutput]?.extension ?? 'bin'}`;
