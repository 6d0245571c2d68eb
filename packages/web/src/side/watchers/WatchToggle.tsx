import { type OnchangeResponse, type RecordWatchers, formatMessage, messages } from '@ossature/contract';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { useUser } from '../../auth/user-context';
import { CountBadge } from '../../ui/CountBadge';
import { useNotify } from '../../ui/notifications';

const text = messages.sideTools;

/**
 * SPEC §4 'Watcher toggle': the user starts or stops following the record — their id added to or taken out of the
 * watchers, sent as the form's field change of `watchers` (the record's values are not saved, the form stays as it
 * was); the badge counts the watchers, the tooltip names them.
 */
export function WatchToggle({ objectName, objectId }: { objectName: string; objectId: number }) {
  const key = ['watchers', objectName, objectId];
  const userId = useUser().id;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const watchers = useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest<RecordWatchers>('GET', `/api-internal/watcher/${objectName}/${objectId}`, { signal }) });
  const toggle = useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<OnchangeResponse>('POST', `/proxy/form/onchange/${objectName}/watchers`, { body: { identifier: objectId, values: { watchers: ids } } }),
    onSuccess: (answer) => {
      if (answer.watchers) queryClient.setQueryData(key, answer.watchers);
    },
    onError: (error: Error) => notify({ message: error.message, severity: 'error' }),
  });
  if (!watchers.data) return null;
  const { watching, users } = watchers.data;
  const others = users.map((user) => user.id).filter((id) => id !== userId);
  const label = watching ? text.unwatch : text.watch;
  const names = users.map((user) => user.name).join(', ');
  return (
    <CountBadge count={users.length} color="primary">
      <Tooltip title={users.length > 0 ? `${label} — ${formatMessage(text.watchers, { count: users.length, names })}` : label} placement="left">
        <IconButton
          aria-label={label}
          aria-pressed={watching}
          color={watching ? 'primary' : 'default'}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(watching ? others : [...others, userId])}
        >
          {watching ? <Visibility /> : <VisibilityOutlined />}
        </IconButton>
      </Tooltip>
    </CountBadge>
  );
}
