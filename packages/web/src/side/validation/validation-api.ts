import type { RecordValidation, ValidationAction } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

export interface ValidationTarget {
  objectName: string;
  objectId: number;
}

/**
 * The validation calls (ours; SPEC §7 names the process actions, see docs/ARCHITECTURE.md); the request is the form
 * validation_workflow, opened in the form engine's dialog.
 */
export const validationApi = {
  state: (target: ValidationTarget, signal?: AbortSignal) => apiRequest<RecordValidation>('GET', `/api-internal/validation/${target.objectName}/${target.objectId}`, { signal }),
  process: (target: ValidationTarget, action: ValidationAction, comment: string) =>
    apiRequest<RecordValidation>('POST', '/api-internal/validation/process', { body: { object_name: target.objectName, object_id: target.objectId, action, ...(comment ? { comment } : {}) } }),
};

export const validationKey = (target: ValidationTarget) => ['validation', target.objectName, target.objectId] as const;
