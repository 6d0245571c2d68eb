import { type Notification, type NotificationPage, messages } from '@ossature/contract';
import { Avatar, Box, Button, CircularProgress, FormControlLabel, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Stack, Switch, Typography } from '@mui/material';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type UIEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { safeHtml } from '../../html/safe-html';
import { useNotify } from '../../ui/notifications';
import { NOTIFICATIONS_KEY, notificationApi, notificationPagesKey } from './notification-api';
import { relativeTime } from './relative-time';

const text = messages.notification;
/** SPEC §9: reaching the bottom loads older notifications, 100 ms after the scrolling stops. */
const SCROLL_DEBOUNCE_MS = 100;
const isExternal = (link: string) => /^https?:\/\//i.test(link);

/**
 * SPEC §4 Notifications: newest first, unread marked; 'Non lues seulement' and 'Tout marquer comme lu'; scrolling to
 * the bottom loads older ones by last id; a click marks one read (unless it is) and opens its link — another site in
 * a new tab, the app's own by navigation.
 */
export function NotificationList({ onOpened }: { onOpened(): void }) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const pages = useInfiniteQuery({
    queryKey: notificationPagesKey(unreadOnly),
    queryFn: ({ pageParam, signal }) => notificationApi.page(pageParam, unreadOnly, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: NotificationPage) => (page.has_more ? page.data.at(-1)?.id : undefined),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const failed = (error: Error) => notify({ message: error.message, severity: 'error' });

  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (scrollTimer.current) clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - 8 && pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
    }, SCROLL_DEBOUNCE_MS);
  };

  const open = async (notification: Notification) => {
    if (notification.read_at === null) await notificationApi.mark(notification.id, true).then(refresh, failed);
    if (!notification.link) return;
    if (isExternal(notification.link)) window.open(notification.link, '_blank', 'noopener');
    else {
      onOpened();
      void navigate(notification.link);
    }
  };

  const shown = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;
  // Ages are counted from when the list was last read or changed: rendering stays pure.
  const now = new Date(pages.dataUpdatedAt);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
        <FormControlLabel control={<Switch size="small" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />} label={text.unreadOnly} />
        <Button size="small" disabled={unread === 0} onClick={() => void notificationApi.readAll().then(refresh, failed)}>
          {text.markAllRead}
        </Button>
      </Stack>
      <Box onScroll={onScroll} sx={{ maxHeight: '60vh', overflow: 'auto' }} data-testid="notification-scroll">
        {pages.isPending && <CircularProgress size={24} aria-label={text.loading} sx={{ m: 2 }} />}
        {pages.isSuccess && shown.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{unreadOnly ? text.allRead : text.none}</Typography>}
        <List aria-label={text.title} disablePadding>
          {shown.map((notification) => (
            <ListItem key={notification.id} disablePadding>
              <ListItemButton onClick={() => void open(notification)} alignItems="flex-start" sx={{ bgcolor: notification.read_at === null ? 'action.selected' : undefined }}>
                <ListItemAvatar>
                  <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'primary.main' }}>{notification.send_by_initial}</Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <Typography variant="body2" fontWeight={notification.read_at === null ? 700 : 400}>
                        {notification.title}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {relativeTime(notification.created_at, now)}
                      </Typography>
                    </Stack>
                  }
                  secondary={<Typography component="span" variant="body2" color="text.secondary" sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={safeHtml(notification.message)} />}
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {pages.isFetchingNextPage && <CircularProgress size={20} aria-label={text.loading} sx={{ m: 2 }} />}
        {pages.isSuccess && shown.length > 0 && !pages.hasNextPage && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {text.noMore}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
