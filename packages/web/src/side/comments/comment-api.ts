import type { Comment, CommentList, CommentSaveRequest } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** The comment calls (ours: SPEC §7 does not show them). */
export const commentApi = {
  list: (objectName: string, objectId: number, signal?: AbortSignal) => apiRequest<CommentList>('GET', `/api-internal/comment/${objectName}/${objectId}`, { signal }),
  save: (request: CommentSaveRequest) => apiRequest<Comment>('POST', '/api-internal/comment/save', { body: request }),
  remove: (id: number) => apiRequest<void>('POST', `/api-internal/comment/delete/${id}`),
};

export const commentsKey = (objectName: string, objectId: number) => ['comments', objectName, objectId] as const;
