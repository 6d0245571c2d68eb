import { type Shortcut, formatMessage, messages } from '@ossature/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, CircularProgress, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../ui/notifications';
import { visuallyHidden } from '../../ui/visually-hidden';
import { menuIcon } from '../menu/menu-icons';
import { SHORTCUTS_KEY, shortcutApi } from './shortcut-api';
import { shortcutOpening } from './shortcut-opening';

const text = messages.shortcut;

function ShortcutEntry({ shortcut, onOpened }: { shortcut: Shortcut; onOpened(): void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = useMutation({
    mutationFn: () => shortcutApi.remove(shortcut.id),
    onSuccess: () => notify({ message: text.removed, severity: 'success' }),
    onError: (error) => notify({ message: error.message, severity: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHORTCUTS_KEY }),
  });
  const opening = shortcutOpening(shortcut);
  if (opening.kind === 'none') return null;
  const Icon = menuIcon(shortcut.extra_configuration.icon ?? undefined) ?? LinkIcon;
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon color="primary" />
      </ListItemIcon>
      <ListItemText primary={shortcut.title} secondary={shortcut.personal ? text.personal : undefined} />
      {opening.kind === 'tab' && (
        <>
          <OpenInNew fontSize="small" color="action" sx={{ ml: 1 }} />
          <Box component="span" sx={visuallyHidden}>
            {` ${text.newTab}`}
          </Box>
        </>
      )}
    </>
  );
  return (
    <ListItem
      disablePadding
      secondaryAction={
        shortcut.personal && (
          <IconButton edge="end" aria-label={formatMessage(text.remove, { title: shortcut.title })} onClick={() => remove.mutate()} disabled={remove.isPending}>
            <DeleteOutline />
          </IconButton>
        )
      }
    >
      {opening.kind === 'route' ? (
        <ListItemButton component={RouterLink} to={opening.to} onClick={onOpened}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton component="a" href={opening.href} target="_blank" rel="noopener noreferrer" onClick={onOpened}>
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
}

/** The shortcuts the user may follow, read when the popover opens; the organisation's first, by order then title. */
export function ShortcutList({ onOpened }: { onOpened(): void }) {
  const shortcuts = useQuery({ queryKey: SHORTCUTS_KEY, queryFn: ({ signal }) => shortcutApi.list(signal) });
  if (shortcuts.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label={messages.shell.loading} />
      </Box>
    );
  }
  if (shortcuts.isError) return <Typography sx={{ px: 2, py: 1 }}>{text.loadFailed}</Typography>;
  if (shortcuts.data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
        {text.empty}
      </Typography>
    );
  }
  return (
    <List dense aria-label={text.title} sx={{ maxHeight: '50vh', overflowY: 'auto' }}>
      {shortcuts.data.map((shortcut) => (
        <ShortcutEntry key={shortcut.id} shortcut={shortcut} onOpened={onOpened} />
      ))}
    </List>
  );
}
