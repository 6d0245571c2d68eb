import { Type, type Static } from 'typebox';
import { encodeBase64 } from '../params.js';
import { ObjectName, RecordId } from './common.js';

/** A stored file as a document shows it (SPEC §3 Attachment `file`). */
export const DocumentFile = Type.Object({ id: Type.Integer(), filename: Type.String(), mime_type: Type.String(), size: Type.Integer() });
export type DocumentFile = Static<typeof DocumentFile>;

/** SPEC §3 Document: a document of the organisation's library. */
export const LibraryDocument = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Where its file is served: /api-internal/document/file/{stored file id}. */
  filepath: Type.String(),
  filename: Type.String(),
  created_at: Type.String(),
  type_id: Type.Union([Type.String(), Type.Null()]),
});
export type LibraryDocument = Static<typeof LibraryDocument>;

/**
 * SPEC §3 Attachment: a document attached to a record. `identifier` is the attachment's (detaching removes it, the
 * document stays in the library); `document_id` the document's; `version` the document's, sent back by an edit.
 * `values.filepath` is /api-internal/document/file/{document_id}/{object_name}: served to whoever reaches the record;
 * `userInitials` are those of who attached it; `updated_by` names who last changed the document, '' if nobody did.
 */
export const Attachment = Type.Object({
  identifier: Type.Integer(),
  document_id: Type.Integer(),
  version: Type.Integer(),
  values: Type.Object({
    title: Type.String(),
    filename: Type.String(),
    filepath: Type.String(),
    created_at: Type.String(),
    updated_at: Type.String(),
    updated_by: Type.String(),
    userInitials: Type.String(),
    type_id: Type.Union([Type.String(), Type.Null()]),
  }),
  file: DocumentFile,
});
export type Attachment = Static<typeof Attachment>;

/** A document type offered when attaching or editing (the library module's type choices). */
export const DocumentType = Type.Object({ value: Type.String(), label: Type.String() });
export type DocumentType = Static<typeof DocumentType>;

/**
 * GET /api-internal/document/1/{params} with {object_name, object_id}: the record's attachments, newest first.
 * `can_attach`: the caller may change the record; `library`: the DOCUMENT module is open to them (the picker is offered).
 */
export const RecordDocuments = Type.Object({
  data: Type.Array(Attachment),
  can_attach: Type.Boolean(),
  library: Type.Boolean(),
  types: Type.Array(DocumentType),
});
export type RecordDocuments = Static<typeof RecordDocuments>;

/** SPEC §9: the document picker shows 14 documents a page. */
export const DOCUMENT_PICKER_PAGE_SIZE = 14;

/** The `{params}` of GET /api-internal/document/1/{params} asking for a record's attachments. */
export const RecordDocumentsQuery = Type.Object({ object_name: ObjectName, object_id: RecordId }, { additionalProperties: false });
export type RecordDocumentsQuery = Static<typeof RecordDocumentsQuery>;

/**
 * The `{params}` asking for a page of the library (the picker): `page` counts from 1; `filter.created_by` 'mine' keeps
 * the caller's own documents ('all' by default); `search` looks in the titles (no case, no accents, every word).
 */
export const LibraryQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    filter: Type.Optional(Type.Object({ created_by: Type.Union([Type.Literal('all'), Type.Literal('mine')]) }, { additionalProperties: false })),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type LibraryQuery = Static<typeof LibraryQuery>;

/**
 * `{params}` of the documents call: base64 of the query as JSON. (The server also reads base64 of a query string —
 * `object_name=customer&object_id=12`, `page=1&created_by=mine&search=…` —, as the SPEC's picker writes it.)
 */
export const encodeDocumentParams = (query: RecordDocumentsQuery | LibraryQuery): string => encodeBase64(JSON.stringify(query));

/** GET /api-internal/document/1/{params} with {page, filter, search}: a page of the library, and how many in all. */
export const LibraryPage = Type.Object({ data: Type.Array(LibraryDocument), total: Type.Integer() });
export type LibraryPage = Static<typeof LibraryPage>;

/**
 * POST /api-internal/document/attach: a file just uploaded (file_id) becomes a document of the library attached to
 * the record (title: the one given, else the file's name without extension); or a document of the library
 * (document_id, from the picker; title and type_id are then ignored) is attached to it. Exactly one of the two, else
 * 400. Answers 201 with the Attachment; a document already attached to the record answers 200 with that attachment.
 */
export const AttachRequest = Type.Object(
  {
    object_name: ObjectName,
    object_id: RecordId,
    file_id: Type.Optional(RecordId),
    document_id: Type.Optional(RecordId),
    title: Type.Optional(Type.String({ maxLength: 255 })),
    type_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AttachRequest = Static<typeof AttachRequest>;

/**
 * POST /api-internal/document/save: the attachment edit dialog — title, type, or a new file (file_id of an upload) —
 * at the document's version read (`Attachment.version`; 409 when it changed since). Answers 200 with the Attachment.
 * POST /api-internal/document/detach/{identifier} answers 204; the library keeps the document.
 */
export const AttachmentSaveRequest = Type.Object(
  {
    identifier: RecordId,
    version: RecordId,
    title: Type.String({ maxLength: 255 }),
    type_id: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
    file_id: Type.Optional(RecordId),
  },
  { additionalProperties: false },
);
export type AttachmentSaveRequest = Static<typeof AttachmentSaveRequest>;
