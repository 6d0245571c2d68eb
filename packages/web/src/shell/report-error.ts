import { apiRequest } from '../api/api-client';
import { tokenStore } from '../api/token-store';
import { trackedActions } from '../tracking/tracked-actions';

export interface ErrorToReport {
  error: Error;
  info?: string;
  username?: string;
  code: string;
}

/** POST /api-internal/error with the last tracked actions; a failing report must never hide the error screen. */
export function reportError({ error, info, username, code }: ErrorToReport): void {
  if (!tokenStore.get()) return;
  apiRequest('POST', '/api-internal/error', {
    body: {
      user: username ?? '',
      location: window.location.href.slice(0, 2000),
      error: `${error.name}: ${error.message}`.slice(0, 4000),
      info: (info ?? error.stack ?? '').slice(0, 20000),
      code,
      actions: trackedActions(),
    },
  }).catch(() => undefined);
}
