import type { Caller } from './caller.js';
import type { ProvidedLater } from './provided-later.js';

/**
 * The stored file of document `documentId` as the caller reaches it through a record of module `formName` it is
 * attached to (GET /api-internal/document/file/{id}/{formName}); a document the caller does not reach that way answers
 * 404. Provided by the documents side tool at start-up, asked by the file store, so that neither imports the other.
 */
export type AttachedFileResolver = (caller: Caller, documentId: number, formName: string) => Promise<number>;

export type AttachedFiles = ProvidedLater<AttachedFileResolver>;
