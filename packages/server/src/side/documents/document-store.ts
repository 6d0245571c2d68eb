import { type Attachment, DOCUMENT_PICKER_PAGE_SIZE, type LibraryDocument, foldForSearch, initialsOf } from '@ossature/contract';
import { sql } from 'kysely';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { Library } from './document-library.js';

/** Where an attachment is: the organisation and the record. */
export interface DocumentPlace {
  clientId: number;
  module: string;
  recordId: number;
}

/** A link between a record and a document of the library, as stored. */
export interface StoredLink {
  id: number;
  documentId: number;
  place: DocumentPlace;
}

/**
 * The organisation's links with their document (title, type, version, who changed it) and its file. Links whose
 * document or file is gone (deleted through the library's own form) are left out: there is nothing to show.
 */
function attachmentsOf(db: DynamicDb, library: Library, clientId: number) {
  return db
    .selectFrom('record_document as rd')
    .innerJoin(`${library.module.table} as d`, (join) => join.onRef('d.id', '=', 'rd.document_id').onRef('d.client_id', '=', 'rd.client_id'))
    .innerJoin('stored_file as f', (join) => join.onRef('f.id', '=', sql.ref(`d.${library.file}`)).onRef('f.client_id', '=', 'rd.client_id'))
    .innerJoin('app_user as author', 'author.id', 'rd.created_by')
    .leftJoin('app_user as updater', 'updater.id', 'd.updated_by')
    .select([
      'rd.id as id',
      'rd.document_id as document_id',
      'rd.module as module',
      'rd.created_at as created_at',
      'author.name as author_name',
      'd.version as version',
      'd.updated_at as updated_at',
      'updater.name as updater_name',
      'f.id as file_id',
      'f.filename as filename',
      'f.mime_type as mime_type',
      'f.size as size',
      sql<string>`${sql.ref(`d.${library.title}`)}`.as('title'),
      (library.type ? sql<string | null>`${sql.ref(`d.${library.type}`)}` : sql<null>`null`).as('type_id'),
    ])
    .where('rd.client_id', '=', clientId);
}

type AttachmentRow = Awaited<ReturnType<ReturnType<typeof attachmentsOf>['executeTakeFirstOrThrow']>>;

/**
 * SPEC §3 Attachment. Its file is served through the record (`/api-internal/document/file/{document}/{module}`), so
 * that whoever reads the record may preview it without the library; `userInitials` are those of who attached it;
 * `updated_by` names who last changed the document, empty while it never was (SPEC §5 gallery rule).
 */
function toAttachment(row: AttachmentRow): Attachment {
  const documentId = Number(row.document_id);
  const version = Number(row.version);
  return {
    identifier: Number(row.id),
    document_id: documentId,
    version,
    values: {
      title: String(row.title ?? ''),
      filename: String(row.filename),
      filepath: `/api-internal/document/file/${documentId}/${String(row.module)}`,
      created_at: String(row.created_at),
      updated_at: String(row.updated_at),
      updated_by: version > 1 ? String(row.updater_name ?? '') : '',
      userInitials: initialsOf(String(row.author_name)),
      type_id: row.type_id === null || row.type_id === undefined ? null : String(row.type_id),
    },
    file: { id: Number(row.file_id), filename: String(row.filename), mime_type: String(row.mime_type), size: Number(row.size) },
  };
}

/** A record's attachments, the latest attached first. */
export async function recordAttachments(db: DynamicDb, library: Library, place: DocumentPlace): Promise<Attachment[]> {
  const rows = await attachmentsOf(db, library, place.clientId)
    .where('rd.module', '=', place.module)
    .where('rd.record_id', '=', place.recordId)
    .orderBy('rd.id', 'desc')
    .execute();
  return rows.map(toAttachment);
}

/** One attachment as a record shows it; undefined when its document or file is gone. */
export async function attachmentById(db: DynamicDb, library: Library, clientId: number, id: number): Promise<Attachment | undefined> {
  const row = await attachmentsOf(db, library, clientId).where('rd.id', '=', id).executeTakeFirst();
  return row && toAttachment(row);
}

/** One link of the organisation, wherever it is; undefined for another organisation's. */
export async function findLink(db: DynamicDb, clientId: number, id: number): Promise<StoredLink | undefined> {
  const row = await db
    .selectFrom('record_document')
    .select(['id', 'document_id', 'module', 'record_id'])
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row && { id: Number(row.id), documentId: Number(row.document_id), place: { clientId, module: row.module, recordId: Number(row.record_id) } };
}

/**
 * Links a document to a record and returns the link's id. A document is linked to a record once (unique index): linking
 * it again answers the existing link, whoever got there first.
 */
export async function linkDocument(db: DynamicDb, place: DocumentPlace, documentId: number, author: number, now: string): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('record_document')
    .values({ client_id: place.clientId, document_id: documentId, module: place.module, record_id: place.recordId, created_at: now, created_by: author })
    .onConflict((conflict) => conflict.columns(['client_id', 'module', 'record_id', 'document_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: Number(inserted.id), created: true };
  const existing = await db
    .selectFrom('record_document')
    .select('id')
    .where('client_id', '=', place.clientId)
    .where('module', '=', place.module)
    .where('record_id', '=', place.recordId)
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow();
  return { id: Number(existing.id), created: false };
}

export async function unlinkDocument(db: DynamicDb, clientId: number, id: number): Promise<void> {
  await db.deleteFrom('record_document').where('id', '=', id).where('client_id', '=', clientId).execute();
}

/** The records of module `module` a document is attached to (at most 100: the file is served through any of them). */
export async function recordsHolding(db: DynamicDb, clientId: number, documentId: number, module: string): Promise<number[]> {
  const rows = await db
    .selectFrom('record_document')
    .select('record_id')
    .where('client_id', '=', clientId)
    .where('document_id', '=', documentId)
    .where('module', '=', module)
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((row) => Number(row.record_id));
}

/** Stored files of the organisation by id: their names (history) and whether they exist. */
export async function filesOf(db: DynamicDb, clientId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('stored_file').select(['id', 'filename']).where('client_id', '=', clientId).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), row.filename]));
}

/** LIKE patterns match the typed text literally (% and _ escaped), folded like the column: no case, no accents. */
const likePattern = (word: string) => `%${foldForSearch(word).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface LibraryFilter {
  /** 1-based. */
  page: number;
  /** Only the documents this user created; null: everyone's. */
  createdBy: number | null;
  search: string;
}

/**
 * A page of the library (SPEC §9: 14 documents), the latest first, and how many documents match in all. Every word of
 * the search must be in the title. Documents whose file is gone are left out, as they are from records.
 */
export async function libraryPage(db: DynamicDb, library: Library, clientId: number, filter: LibraryFilter): Promise<{ data: LibraryDocument[]; total: number }> {
  let query = db
    .selectFrom(`${library.module.table} as d`)
    .innerJoin('stored_file as f', (join) => join.onRef('f.id', '=', sql.ref(`d.${library.file}`)).onRef('f.client_id', '=', 'd.client_id'))
    .where('d.client_id', '=', clientId);
  if (filter.createdBy !== null) query = query.where('d.created_by', '=', filter.createdBy);
  for (const word of filter.search.split(/\s+/).filter(Boolean).slice(0, 10)) {
    query = query.where(sql<boolean>`fold(${sql.ref(`d.${library.title}`)}) like ${likePattern(word)} escape '\\'`);
  }
  const counted = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'd.id as id',
      'd.created_at as created_at',
      'f.id as file_id',
      'f.filename as filename',
      sql<string>`${sql.ref(`d.${library.title}`)}`.as('title'),
      (library.type ? sql<string | null>`${sql.ref(`d.${library.type}`)}` : sql<null>`null`).as('type_id'),
    ])
    .orderBy('d.id', 'desc')
    .limit(DOCUMENT_PICKER_PAGE_SIZE)
    .offset((filter.page - 1) * DOCUMENT_PICKER_PAGE_SIZE)
    .execute();
  return {
    total: Number(counted.total),
    data: rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title ?? ''),
      filepath: `/api-internal/document/file/${Number(row.file_id)}`,
      filename: String(row.filename),
      created_at: String(row.created_at),
      type_id: row.type_id === null || row.type_id === undefined ? null : String(row.type_id),
    })),
  };
}
