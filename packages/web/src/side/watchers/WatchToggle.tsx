import { type RecordWatchers, formatMessage, messages } from '@ossature/contract';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { CountBadge } from '../../ui/CountBadge';
import { useNotify } from '../../ui/notifications';

const text = messages.sideTools;

/**
 * SPEC §4 'Watcher toggle': the user starts or stops following the record; the badge counts its watchers, the tooltip
 * names them.
 */
export function WatchToggle({ objectName, objectId }: { objectName: string; objectId: number }) {
  const url = `/api-internal/watcher/${objectName}/${objectId}`;
  const key = ['watchers', objectName, objectId];
  const queryClient = useQueryClient();
  const notify = useNotify();
  const watchers = useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest<RecordWatchers>('GET', url, { signal }) });
  const toggle = useMutation({
    mutationFn: (watch: boolean) => apiRequest<RecordWatchers>('POST', url, { body: { watch } }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: (error: Error) => notify({ message: error.message, severity: 'error' }),
  });
  if (!watchers.data) return null;
  const { watching, users } = watchers.data;
  const label = watching ? text.unwatch : text.watch;
  const names = users.map((user) => user.name).join(', ');
  return (
    <CountBadge count={users.length} color="primary">
      <Tooltip title={users.length > 0 ? `${label} — ${formatMessage(text.watchers, { count: users.length, names })}` : label} placement="left">
        <IconButton aria-label={label} aria-pressed={watching} color={watching ? 'primary' : 'default'} disabled={toggle.isPending} onClick={() => toggle.mutate(!watching)}>
          {watching ? <Visibility /> : <VisibilityOutlined />}
        </IconButton>
      </Tooltip>
    </CountBadge>
  );
}
