import {
  type Attachment,
  type AttachmentSaveRequest,
  type AttachRequest,
  type LibraryPage,
  type LibraryQuery,
  type RecordDocuments,
  type RecordDocumentsQuery,
  messages,
} from '@ossature/contract';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { isoNow } from '../../infra/clock.js';
import { HttpError } from '../../infra/http-error.js';
import { authorOf, recordHistory } from '../../records/history-store.js';
import { type Caller, type RecordDeps, canRead, scopeOf, storeOf } from '../../records/record-access.js';
import { type RecordTarget, recordTarget } from '../record-tools/record-target.js';
import {
  type DocumentValues,
  type Library,
  documentDiff,
  libraryOf,
  libraryValues,
  parseTitle,
  parseType,
  requireLibrary,
  titleOfFilename,
  typesOf,
} from './document-library.js';
import {
  type DocumentPlace,
  type StoredLink,
  attachmentById,
  filesOf,
  findLink,
  libraryPage,
  linkDocument,
  recordAttachments,
  recordsHolding,
  unlinkDocument,
} from './document-store.js';

const text = messages.document;
const forbidden = () => new HttpError(403, text.readOnlyRecord, { protected: true });
const placeOf = (caller: Caller, target: RecordTarget): DocumentPlace => ({ clientId: caller.auth.clientId, module: target.module.name, recordId: target.recordId });

/** The record documents go on: one the caller reaches (else 404) and may change (else 403). */
async function writableTarget(deps: RecordDeps, caller: Caller, objectName: string, objectId: number): Promise<RecordTarget> {
  const target = await recordTarget(deps, caller, objectName, objectId);
  if (!target.writable) throw forbidden();
  return target;
}

/**
 * An attachment of the caller's organisation on a record they still reach. Another organisation's, or one on a record
 * out of reach, is as unknown as a missing one: 404.
 */
async function reachLink(deps: RecordDeps, caller: Caller, id: number): Promise<{ link: StoredLink; target: RecordTarget }> {
  const link = await findLink(deps.db, caller.auth.clientId, id);
  if (!link) throw new HttpError(404, text.attachmentNotFound);
  try {
    return { link, target: await recordTarget(deps, caller, link.place.module, link.place.recordId) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) throw new HttpError(404, text.attachmentNotFound);
    throw error;
  }
}

/** The document's stored title, file and type. */
function storedValues(library: Library, values: Record<string, unknown>): DocumentValues {
  const file = values[library.file];
  const type = library.type ? values[library.type] : null;
  return { title: String(values[library.title] ?? ''), file: typeof file === 'number' ? file : null, type: typeof type === 'string' ? type : null };
}

/**
 * GET /api-internal/document/1/{object_name, object_id}: the record's attachments, the latest first. Reading needs only
 * to reach the record; `can_attach` says whether the caller may change it, `library` whether the picker is offered
 * (the library module is theirs to read).
 */
export async function listRecordDocuments(deps: RecordDeps, caller: Caller, query: RecordDocumentsQuery): Promise<RecordDocuments> {
  const target = await recordTarget(deps, caller, query.object_name, query.object_id);
  const library = libraryOf(deps);
  if (!library) return { data: [], can_attach: false, library: false, types: [] };
  return {
    data: await recordAttachments(deps.db, library, placeOf(caller, target)),
    can_attach: target.writable,
    library: canRead(deps, caller, library.module.name),
    types: typesOf(library),
  };
}

/** GET /api-internal/document/1/{page, filter, search}: a page of the library, for those who may read it (else 404). */
export async function listLibrary(deps: RecordDeps, caller: Caller, query: LibraryQuery): Promise<LibraryPage> {
  const library = libraryOf(deps);
  if (!library || !canRead(deps, caller, library.module.name)) throw new HttpError(404, text.libraryMissing);
  return libraryPage(deps.db, library, caller.auth.clientId, {
    page: query.page,
    createdBy: query.filter?.created_by === 'mine' ? caller.auth.userId : null,
    search: query.search ?? '',
  });
}

/**
 * A file just uploaded becomes a document of the library, through the library module's store, with its 'Création'
 * history entry, in the caller's transaction. Its title is the one typed, else the file's name without extension.
 */
async function createDocument(deps: RecordDeps, caller: Caller, trx: DynamicDb, library: Library, request: AttachRequest & { file_id: number }): Promise<number> {
  const filenames = await filesOf(trx, caller.auth.clientId, [request.file_id]);
  const filename = filenames.get(request.file_id);
  if (filename === undefined) throw new HttpError(404, messages.form.invalidFile);
  const values: DocumentValues = {
    title: parseTitle(library, request.title?.trim() ? request.title : titleOfFilename(library, filename)),
    file: request.file_id,
    type: parseType(library, request.type_id),
  };
  const scope = scopeOf(deps, caller, trx);
  const id = await storeOf(deps, library.module).insert(scope, libraryValues(library, values));
  await recordHistory(scope, {
    clientId: scope.clientId,
    table: library.module.table,
    recordId: id,
    type: 'Création',
    author: authorOf(caller),
    at: scope.now,
    diff: documentDiff(library, null, values, filenames),
    sub: [],
  });
  return id;
}

/**
 * POST /api-internal/document/attach, on a record the caller may change. `file_id` (an upload of their organisation):
 * a new document of the library, attached. `document_id` (the picker, for those who read the library): that document,
 * attached — a document already on the record answers its attachment (200) rather than a second one; the picked
 * document keeps its title and type. Exactly one of the two, else 400.
 */
export async function attachDocument(deps: RecordDeps, caller: Caller, request: AttachRequest): Promise<{ attachment: Attachment; created: boolean }> {
  if ((request.file_id === undefined) === (request.document_id === undefined)) throw new HttpError(400, text.oneSource);
  const library = requireLibrary(deps);
  const target = await writableTarget(deps, caller, request.object_name, request.object_id);
  const { file_id: fileId, document_id: documentId } = request;
  const link = await deps.db.transaction().execute(async (trx) => {
    let id: number;
    if (fileId !== undefined) {
      id = await createDocument(deps, caller, trx, library, { ...request, file_id: fileId });
    } else {
      if (!canRead(deps, caller, library.module.name)) throw new HttpError(404, text.documentNotFound);
      if (!(await storeOf(deps, library.module).read(scopeOf(deps, caller, trx), documentId!))) throw new HttpError(404, text.documentNotFound);
      id = documentId!;
    }
    return linkDocument(trx, placeOf(caller, target), id, caller.auth.userId, isoNow(deps.clock));
  });
  const attachment = await attachmentById(deps.db, library, caller.auth.clientId, link.id);
  if (!attachment) throw new HttpError(404, text.documentNotFound);
  return { attachment, created: link.created };
}

/**
 * POST /api-internal/document/save: the attached document's title, type, or a new file, over the version the caller
 * read (a document changed since answers 409 and nothing is written), with a 'Modification' history entry. The
 * document is the library's: every record it is attached to shows the change. Needs the right to change the record.
 */
export async function saveAttachment(deps: RecordDeps, caller: Caller, request: AttachmentSaveRequest): Promise<Attachment> {
  const library = requireLibrary(deps);
  const { link, target } = await reachLink(deps, caller, request.identifier);
  if (!target.writable) throw forbidden();
  const title = parseTitle(library, request.title);
  const type = parseType(library, request.type_id);
  const written = await deps.db.transaction().execute(async (trx) => {
    const scope = scopeOf(deps, caller, trx);
    const store = storeOf(deps, library.module);
    const stored = await store.read(scope, link.documentId);
    if (!stored) throw new HttpError(404, text.documentNotFound);
    if (stored.version !== request.version) throw new HttpError(409, text.conflict);
    const before = storedValues(library, stored.values);
    const after: DocumentValues = { title, file: request.file_id ?? before.file, type };
    const filenames = await filesOf(trx, scope.clientId, [before.file, after.file].filter((id): id is number => id !== null));
    if (request.file_id !== undefined && !filenames.has(request.file_id)) throw new HttpError(404, messages.form.invalidFile);
    const diff = documentDiff(library, before, after, filenames);
    if (Object.keys(diff.technical).length === 0) return null;
    if (!(await store.update(scope, link.documentId, libraryValues(library, after), stored.version))) throw new HttpError(409, text.conflict);
    await recordHistory(scope, {
      clientId: scope.clientId,
      table: library.module.table,
      recordId: link.documentId,
      type: 'Modification',
      author: authorOf(caller),
      at: scope.now,
      diff,
      sub: [],
    });
    return stored.version + 1;
  });
  if (written !== null) await announceDocumentChange(deps, caller, library, link.documentId, written);
  const attachment = await attachmentById(deps.db, library, caller.auth.clientId, link.id);
  if (!attachment) throw new HttpError(404, text.documentNotFound);
  return attachment;
}

/** POST /api-internal/document/detach/{id}: the record no longer shows the document; the library keeps it. */
export async function detachAttachment(deps: RecordDeps, caller: Caller, id: number): Promise<void> {
  const { link, target } = await reachLink(deps, caller, id);
  if (!target.writable) throw forbidden();
  await unlinkDocument(deps.db, caller.auth.clientId, link.id);
}

/**
 * The stored file of a document attached to a record of `formName` the caller reaches (the file store serves it at
 * /api-internal/document/file/{document}/{formName}): reading the record is enough, the library need not be theirs.
 */
export async function attachedFile(deps: RecordDeps, caller: Caller, documentId: number, formName: string): Promise<number> {
  const library = libraryOf(deps);
  if (!library) throw new HttpError(404, text.documentNotFound);
  let reached = false;
  for (const recordId of await recordsHolding(deps.db, caller.auth.clientId, documentId, formName)) {
    try {
      await recordTarget(deps, caller, formName, recordId);
      reached = true;
      break;
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode < 500)) throw error;
    }
  }
  if (!reached) throw new HttpError(404, text.documentNotFound);
  const stored = await storeOf(deps, library.module).read(scopeOf(deps, caller), documentId);
  const file = stored && storedValues(library, stored.values).file;
  if (!file) throw new HttpError(404, text.documentNotFound);
  return file;
}

/** FORM_UPDATED for the library's record, once committed: an open form of the document hears of the change. */
async function announceDocumentChange(deps: RecordDeps, caller: Caller, library: Library, id: number, version: number): Promise<void> {
  try {
    const payload = { form: library.module.name, id, version, username: caller.auth.username, name: caller.auth.name };
    await deps.events.publish(caller.auth.clientId, { type: 'FORM_UPDATED', to: null, payload });
  } catch (error) {
    process.emitWarning(`FORM_UPDATED not announced for ${library.module.name} ${id}: ${String(error)}`);
  }
}
