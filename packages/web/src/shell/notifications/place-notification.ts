import type { Notification, NotificationPage } from '@ossature/contract';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * A notification the stream brought: put in place of the one with its id, or at the top of every list it belongs to
 * (an unread-only list takes only unread ones), without waiting for a fetch.
 */
export function placeNotification(data: InfiniteData<NotificationPage> | undefined, notification: Notification, unreadOnly: boolean): InfiniteData<NotificationPage> | undefined {
  if (!data || data.pages.length === 0) return data;
  const known = data.pages.some((page) => page.data.some((shown) => shown.id === notification.id));
  const pages = data.pages.map((page) => ({ ...page, data: page.data.map((shown) => (shown.id === notification.id ? notification : shown)) }));
  if (!known && (!unreadOnly || notification.read_at === null)) pages[0] = { ...pages[0]!, data: [notification, ...pages[0]!.data] };
  return { ...data, pages };
}
