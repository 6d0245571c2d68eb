import { Type } from 'typebox';
import { ApiError, ObjectName, RecordId, messages } from '@ossature/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { requireAuth } from '../../auth/auth-plugin.js';
import { isoNow } from '../../infra/clock.js';
import { HttpError } from '../../infra/http-error.js';
import type { FileStorage } from './file-storage.js';
import { detectFileType, isPreviewable, storedFileType } from './file-type-check.js';
import { storeUpload, uploadedPart } from './file-upload.js';
import { recordFileId } from './record-file.js';

/** Largest file accepted, in bytes. */
export const MAX_FILE_SIZE = 20 * 1024 * 1024;

export const StoredFileInfo = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  mime_type: Type.String(),
  size: Type.Integer(),
  /** With `?standalone=1` (SPEC §7): where the file is served, /api-internal/document/file/{id}. */
  path: Type.Optional(Type.String()),
});

const FileQuery = Type.Object({
  download: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  /** '1': `{id}` is a stored file's even with a form name. */
  physical: Type.Optional(Type.String({ maxLength: 10 })),
});

/** Names keep letters, digits and a few separators: they reach HTTP headers and users' disks. */
const cleanFilename = (name: string) => name.normalize('NFC').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200) || 'fichier';

/**
 * POST /api-internal/document/upload (multipart field `file`) and GET /api-internal/document/file/{id}: the file
 * store behind file fields and galleries. Files belong to the uploader's tenant; another tenant's id answers 404.
 * A file is stored with the type its bytes show (file-type-check.ts) and served with it, nosniff.
 *
 * SPEC §7's GET /api-internal/document/file/{id}[/{formName}]?physical=1: without a form name, or with `physical=1`,
 * `{id}` is a stored file's (what file fields hold). With a form name and without `physical=1`, `{id}` is a document
 * of the library, served when it is attached to a record of that module the caller reaches (the documents side tool
 * says which file that is, through the records layer's `attachedFiles`); else 404.
 */
export function fileRoutes(storage: FileStorage): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_FILE_SIZE, files: 1, fields: 5 } });

    app.post(
      '/api-internal/document/upload',
      {
        schema: {
          querystring: Type.Object({ standalone: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])) }),
          response: { 201: StoredFileInfo, 400: ApiError, 413: ApiError },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const part = await uploadedPart(request);
        const filename = cleanFilename(part.filename);
        const { key, size } = await storeUpload(part, storage, auth.clientId);
        let mimeType: string;
        try {
          mimeType = storedFileType(part.mimetype, filename, await detectFileType(storage, key));
        } catch (error) {
          await storage.remove(key);
          throw error;
        }
        const row = await app.db.kysely
          .insertInto('stored_file')
          .values({
            client_id: auth.clientId,
            filename,
            mime_type: mimeType,
            size,
            storage_key: key,
            created_at: isoNow(app.clock),
            created_by: auth.userId,
          })
          .returning(['id', 'filename', 'mime_type', 'size'])
          .executeTakeFirstOrThrow();
        const stored = { ...row, size: Number(row.size) };
        return reply.status(201).send(request.query.standalone === '1' ? { ...stored, path: `/api-internal/document/file/${stored.id}` } : stored);
      },
    );

    /** Sends a stored file of the caller's organisation; another organisation's, or none, answers 404. */
    async function sendFile(reply: FastifyReply, clientId: number, id: number, download: boolean) {
      const file = await app.db.kysely
        .selectFrom('stored_file')
        .select(['filename', 'mime_type', 'storage_key', 'size'])
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      if (!file) throw new HttpError(404, messages.form.invalidFile);
      // Only checked images and PDFs open in the browser; anything else (HTML, SVG, text…) is downloaded.
      const disposition = !download && isPreviewable(file.mime_type) ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.mime_type)
        .header('content-length', String(file.size))
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'")
        .send(storage.read(file.storage_key));
    }

    app.get(
      '/api-internal/document/file/:id',
      { schema: { params: Type.Object({ id: RecordId }), querystring: FileQuery } },
      async (request, reply) => sendFile(reply, requireAuth(request).clientId, request.params.id, request.query.download === '1'),
    );

    // SPEC §7 legacy image call: the file held by field `name` of a record, found through the record (and its rights).
    app.get(
      '/api-internal/form/image/:table/:identifier/:name',
      { schema: { params: Type.Object({ table: ObjectName, identifier: RecordId, name: ObjectName }), querystring: FileQuery } },
      async (request, reply) => {
        const caller = await app.callerOf(request);
        const { table, identifier, name } = request.params;
        const fileId = await recordFileId(app.records, caller, table, identifier, name);
        return sendFile(reply, caller.auth.clientId, fileId, request.query.download === '1');
      },
    );

    app.get(
      '/api-internal/document/file/:id/:formName',
      { schema: { params: Type.Object({ id: RecordId, formName: ObjectName }), querystring: FileQuery } },
      async (request, reply) => {
        const caller = await app.callerOf(request);
        const { id, formName } = request.params;
        const fileId = request.query.physical === '1' ? id : await app.attachedFiles.call(caller, id, formName);
        return sendFile(reply, caller.auth.clientId, fileId, request.query.download === '1');
      },
    );
  };
}
