import { type Attachment, type AttachRequest, type AttachmentSaveRequest, type LibraryPage, type ParamsInput, type RecordDocuments, encodeParams } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** Which documents a call lists: a record's attachments, or a page of the organisation's library (the picker). */
const listUrl = (params: ParamsInput) => `/api-internal/document/1/${encodeURIComponent(encodeParams(params))}`;

export interface DocumentOwner {
  objectName: string;
  objectId: number;
}

/** SPEC §7 document calls, and ours around attachments (see docs/ARCHITECTURE.md 'Side tools' calls'). */
export const documentApi = {
  ofRecord: (owner: DocumentOwner, signal?: AbortSignal) => apiRequest<RecordDocuments>('GET', listUrl({ object_name: owner.objectName, object_id: owner.objectId }), { signal }),
  library: (page: number, search: string, signal?: AbortSignal) =>
    apiRequest<LibraryPage>('GET', listUrl({ page, created_by: 'all', ...(search ? { search } : {}) }), { signal }),
  attach: (request: AttachRequest) => apiRequest<Attachment>('POST', '/api-internal/document/attach', { body: request }),
  save: (request: AttachmentSaveRequest) => apiRequest<Attachment>('POST', '/api-internal/document/save', { body: request }),
  detach: (identifier: number) => apiRequest<void>('POST', `/api-internal/document/detach/${identifier}`),
};

export const documentsKey = (owner: DocumentOwner) => ['documents', owner.objectName, owner.objectId] as const;

/** SPEC §5 previewable types: pdf and images (jpg, png, gif, jpeg). */
export const previewKind = (mimeType: string): 'pdf' | 'image' | null =>
  mimeType === 'application/pdf' ? 'pdf' : /^image\/(png|jpe?g|gif)$/.test(mimeType) ? 'image' : null;
