import { Type } from 'typebox';
import { ApiError, messages } from '@ossature/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../auth/auth-plugin.js';
import { isoNow } from '../../infra/clock.js';
import { HttpError } from '../../infra/http-error.js';
import type { FileStorage } from './file-storage.js';
import { detectFileType, isPreviewable, storedFileType } from './file-type-check.js';
import { storeUpload, uploadedPart } from './file-upload.js';

/** Largest file accepted, in bytes. */
export const MAX_FILE_SIZE = 20 * 1024 * 1024;

export const StoredFileInfo = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  mime_type: Type.String(),
  size: Type.Integer(),
});

/** Names keep letters, digits and a few separators: they reach HTTP headers and users' disks. */
const cleanFilename = (name: string) => name.normalize('NFC').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200) || 'fichier';

/**
 * POST /api-internal/document/upload (multipart field `file`) and GET /api-internal/document/file/{id}: the file
 * store behind file fields and galleries. Files belong to the uploader's tenant; another tenant's id answers 404.
 * A file is stored with the type its bytes show (file-type-check.ts) and served with it, nosniff.
 */
export function fileRoutes(storage: FileStorage): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_FILE_SIZE, files: 1, fields: 5 } });

    app.post('/api-internal/document/upload', { schema: { response: { 201: StoredFileInfo, 400: ApiError, 413: ApiError } } }, async (request, reply) => {
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
      return reply.status(201).send({ ...row, size: Number(row.size) });
    });

    app.get(
      '/api-internal/document/file/:id',
      {
        schema: {
          params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
          querystring: Type.Object({ download: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])), physical: Type.Optional(Type.String()) }),
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const file = await app.db.kysely
          .selectFrom('stored_file')
          .select(['filename', 'mime_type', 'storage_key', 'size'])
          .where('id', '=', request.params.id)
          .where('client_id', '=', auth.clientId)
          .executeTakeFirst();
        if (!file) throw new HttpError(404, messages.form.invalidFile);
        // Only checked images and PDFs open in the browser; anything else (HTML, SVG, text…) is downloaded.
        const disposition = request.query.download !== '1' && isPreviewable(file.mime_type) ? 'inline' : 'attachment';
        return reply
          .header('content-type', file.mime_type)
          .header('content-length', String(file.size))
          .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'")
          .send(storage.read(file.storage_key));
      },
    );
  };
}
