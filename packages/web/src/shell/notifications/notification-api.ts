import type { NotificationCount, NotificationPage } from '@ossature/contract';
import { apiRequest } from '../../api/api-client';

/** SPEC §7 notification calls. */
export const notificationApi = {
  page: (lastId: number | undefined, unreadOnly: boolean, signal?: AbortSignal) => {
    const query = new URLSearchParams();
    if (lastId !== undefined) query.set('last_id', String(lastId));
    if (unreadOnly) query.set('unread', '1');
    const search = query.toString();
    return apiRequest<NotificationPage>('GET', `/api-internal/notification${search ? `?${search}` : ''}`, { signal });
  },
  count: (signal?: AbortSignal) => apiRequest<NotificationCount>('GET', '/api-internal/notification?count_only=1', { signal }),
  mark: (id: number, read: boolean) => apiRequest<NotificationCount>('POST', '/api-internal/notification', { body: { type: 'update', values: { id, read } } }),
  readAll: () => apiRequest<NotificationCount>('POST', '/api-internal/notification', { body: { type: 'read_all', values: {} } }),
};

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATION_COUNT_KEY = ['notifications', 'count'] as const;
export const notificationPagesKey = (unreadOnly: boolean) => ['notifications', 'pages', unreadOnly] as const;
