import { type Notification, type NotificationPage, formatMessage, messages } from '@ossature/contract';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Alert, Snackbar, Typography, keyframes } from '@mui/material';
import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useRealtimeEvent } from '../../realtime/use-realtime-event';
import { useRealtimeResync } from '../../realtime/use-realtime-resync';
import { NOTIFICATIONS_KEY, NOTIFICATION_COUNT_KEY, notificationApi, notificationPagesKey } from './notification-api';
import { placeNotification } from './place-notification';
import { PopoverLoading } from '../topbar/PopoverLoading';
import { TopBarPopover } from '../topbar/TopBarPopover';

const NotificationList = lazy(() => import('./NotificationList').then((module) => ({ default: module.NotificationList })));

const text = messages.notification;
/** SPEC §9: the popover is 450 px wide; snackbars stay 3 s. */
const POPOVER_WIDTH = 450;
const SNACKBAR_MS = 3000;

const shake = keyframes`
  0%, 100% { transform: rotate(0); }
  20% { transform: rotate(-15deg); }
  40% { transform: rotate(12deg); }
  60% { transform: rotate(-8deg); }
  80% { transform: rotate(4deg); }
`;

/** A notification's message as plain text, for the snackbar that names its sender. */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * SPEC §2 notifications popover, §4 Notifications: the bell with the unread count, shaking when one arrives; the
 * stream's NOTIFY_USER adds or replaces it by id in the lists, says 'Vous avez reçu une nouvelle notification' at the
 * top right and its sender and message at the bottom right, for 3 s each.
 */
export function NotificationsButton() {
  const [arrived, setArrived] = useState<Notification | null>(null);
  const [shakes, setShakes] = useState(0);
  const queryClient = useQueryClient();
  const count = useQuery({ queryKey: NOTIFICATION_COUNT_KEY, queryFn: ({ signal }) => notificationApi.count(signal) });
  useRealtimeEvent('NOTIFY_USER', (event) => {
    const notification = (event.payload as { notification?: Notification }).notification;
    if (!notification) return;
    for (const unreadOnly of [false, true]) {
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationPagesKey(unreadOnly), (data) => placeNotification(data, notification, unreadOnly));
    }
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY });
    setShakes((times) => times + 1);
    setArrived(notification);
  });
  useRealtimeResync([NOTIFICATIONS_KEY]);
  const unread = count.data?.unread ?? 0;
  // Until the count is read the name says none rather than a zero that is not known yet.
  const label = count.data ? formatMessage(text.bell, { count: unread }) : text.title;

  return (
    <>
      <TopBarPopover
        label={label}
        count={unread}
        color="error"
        icon={
          <NotificationsIcon
            key={shakes}
            data-shakes={shakes}
            sx={shakes > 0 ? { animation: `${shake} 0.6s ease-in-out`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } } : undefined}
          />
        }
        title={text.title}
        width={POPOVER_WIDTH}
      >
        {(close) => (
          <Suspense fallback={<PopoverLoading label={text.loading} />}>
            <NotificationList onOpened={close} />
          </Suspense>
        )}
      </TopBarPopover>
      <Snackbar open={arrived !== null} autoHideDuration={SNACKBAR_MS} onClose={() => setArrived(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Alert severity="info" variant="filled" onClose={() => setArrived(null)}>
          {text.received}
        </Alert>
      </Snackbar>
      <Snackbar key={arrived?.id} open={arrived !== null} autoHideDuration={SNACKBAR_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <Alert severity="info" icon={false} sx={{ maxWidth: 360 }}>
          <Typography variant="body2" fontWeight={700}>
            {arrived?.send_by}
          </Typography>
          <Typography variant="body2">{arrived ? plainText(arrived.message) : ''}</Typography>
        </Alert>
      </Snackbar>
    </>
  );
}
