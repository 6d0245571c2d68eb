import { formatMessage, messages } from '@ossature/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../infra/http-error.js';
import type { FileStorage } from './file-storage.js';

/** A multipart failure the plugin did not answer itself (busboy's 'Unexpected end of multipart data'…) is the body's. */
function bodyError(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  return status && status < 500 ? error : new HttpError(400, messages.form.uploadIncomplete);
}

/** The part holding the upload (SPEC §7: multipart field `file`); a missing part or another field name says so. */
export async function uploadedPart(request: FastifyRequest): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw bodyError(error);
  }
  if (!part) throw new HttpError(400, messages.form.uploadMissing);
  if (part.fieldname !== 'file') throw new HttpError(400, formatMessage(messages.form.uploadWrongField, { field: part.fieldname.slice(0, 50) }));
  return part;
}

/**
 * Writes the part to the storage. A body cut before the file's end is refused (400): the error then comes from the
 * part, not from the disk, whose failures stay 500. A file over the size limit is removed and refused (413).
 */
export async function storeUpload(part: MultipartFile, storage: FileStorage, clientId: number): Promise<{ key: string; size: number }> {
  let stored: { key: string; size: number };
  try {
    stored = await storage.put(clientId, part.file);
  } catch (error) {
    throw part.file.errored ? new HttpError(400, messages.form.uploadIncomplete) : error;
  }
  if (part.file.truncated) {
    await storage.remove(stored.key);
    throw new HttpError(413, messages.http.payloadTooLarge);
  }
  return stored;
}
