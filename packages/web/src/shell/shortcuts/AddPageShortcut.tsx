import { SHORTCUT_TITLE_MAX, messages } from '@ossature/contract';
import BookmarkAdd from '@mui/icons-material/BookmarkAdd';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiRequestError } from '../../api/api-client';
import { useNotify } from '../../ui/notifications';
import { useNavigationEntries } from '../navigation/navigation-context';
import { currentPageTitle } from './page-title';
import { SHORTCUTS_KEY, shortcutApi } from './shortcut-api';

const text = messages.shortcut;

/**
 * 'Ajouter cette page aux raccourcis': a personal shortcut to the page on screen (its path and query, as the router
 * holds them), under a title the user may change first — the page's heading by default.
 */
export function AddPageShortcut() {
  const { pathname, search } = useLocation();
  const { entries } = useNavigationEntries();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [title, setTitle] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: (chosen: string) => shortcutApi.add({ title: chosen, link: `${pathname}${search}` }),
    onSuccess: () => {
      setTitle(null);
      notify({ message: text.added, severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: SHORTCUTS_KEY });
    },
    onError: (failure) => {
      const errors = failure instanceof ApiRequestError ? failure.body.errors : undefined;
      const titleError = errors?.find((entry) => entry.path === 'title')?.text;
      if (titleError) setError(titleError);
      else notify({ message: errors?.[0]?.text ?? failure.message, severity: 'error' });
    },
  });

  if (title === null) {
    return (
      <Button startIcon={<BookmarkAdd />} onClick={() => setTitle(currentPageTitle(pathname, entries))} sx={{ justifyContent: 'flex-start' }}>
        {text.addCurrentPage}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(title);
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={text.addCurrentPage} sx={{ px: 1, pt: 1 }}>
      <TextField
        label={text.shortcutTitle}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(undefined);
        }}
        error={error !== undefined}
        helperText={error}
        required
        size="small"
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: SHORTCUT_TITLE_MAX } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={() => setTitle(null)}>{text.cancel}</Button>
        <Button type="submit" variant="contained" loading={add.isPending}>
          {text.add}
        </Button>
      </Stack>
    </Box>
  );
}
