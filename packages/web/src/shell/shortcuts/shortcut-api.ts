import type { Shortcut, ShortcutCreateRequest, ShortcutList } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** SPEC §7 GET /api-internal/shortcutAction, and the caller's own shortcuts added or removed on the same path. */
export const shortcutApi = {
  list: (signal?: AbortSignal) => apiRequest<ShortcutList>('GET', '/api-internal/shortcutAction', { signal }),
  add: (body: ShortcutCreateRequest) => apiRequest<Shortcut>('POST', '/api-internal/shortcutAction', { body }),
  remove: (id: number) => apiRequest<void>('DELETE', `/api-internal/shortcutAction/${id}`),
};

export const SHORTCUTS_KEY = ['shortcuts'] as const;
