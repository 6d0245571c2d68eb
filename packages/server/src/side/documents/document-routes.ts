import { ApiError, AttachRequest, Attachment, AttachmentSaveRequest, LibraryPage, RecordDocuments, RecordId } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { attachDocument, attachedFile, detachAttachment, listLibrary, listRecordDocuments, saveAttachment } from './document-actions.js';
import { decodeDocumentParams } from './document-params.js';

const errors = { 400: ApiError, 403: ApiError, 404: ApiError };

/**
 * Documents attached to records (SPEC §2 attach dialog, document picker, previewer; §7 document calls — the shapes are
 * ours): GET /api-internal/document/1/{params} (a record's attachments, or a page of the library; without params
 * the library's first page), POST
 * /api-internal/document/attach, /save and /detach/{id}. The library is the module declaring `documentLibrary`; a
 * file attached becomes one of its records. Reading a record's attachments needs only to reach the record; attaching,
 * editing and detaching need the right to change it (403 protected otherwise). Every rule is in document-actions.ts.
 * The file of an attachment is served by the file store, which asks this tool which file it is (`attachedFiles`).
 */
export const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.records;
  app.attachedFiles.provide((caller, documentId, formName) => attachedFile(deps, caller, documentId, formName));

  // SPEC §7's `{id}` is optional: without it, the documents call answers the library's first page, everyone's.
  app.get(
    '/api-internal/document/:version',
    { schema: { params: Type.Object({ version: Type.Literal('1') }), response: { 200: LibraryPage, ...errors } } },
    async (request) => listLibrary(deps, await app.callerOf(request), { page: 1, filter: { created_by: 'all' } }),
  );

  app.get(
    '/api-internal/document/:version/:params',
    {
      schema: {
        params: Type.Object({ version: Type.Literal('1'), params: Type.String({ minLength: 1, maxLength: 1000 }) }),
        response: { 200: Type.Union([RecordDocuments, LibraryPage]), ...errors },
      },
    },
    async (request) => {
      const caller = await app.callerOf(request);
      const decoded = decodeDocumentParams(request.params.params);
      return decoded.kind === 'record' ? listRecordDocuments(deps, caller, decoded.query) : listLibrary(deps, caller, decoded.query);
    },
  );

  app.post(
    '/api-internal/document/attach',
    { schema: { body: AttachRequest, response: { 200: Attachment, 201: Attachment, ...errors } } },
    async (request, reply) => {
      const { attachment, created } = await attachDocument(deps, await app.callerOf(request), request.body);
      return reply.status(created ? 201 : 200).send(attachment);
    },
  );

  app.post(
    '/api-internal/document/save',
    { schema: { body: AttachmentSaveRequest, response: { 200: Attachment, ...errors, 409: ApiError } } },
    async (request) => saveAttachment(deps, await app.callerOf(request), request.body),
  );

  app.post(
    '/api-internal/document/detach/:id',
    { schema: { params: Type.Object({ id: RecordId }), response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await detachAttachment(deps, await app.callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
